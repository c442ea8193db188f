import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { OfflineBanner } from './OfflineBanner';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

describe('OfflineBanner (issue 24)', () => {
  it('says so while the network is gone, in a live region that stays, and goes when it is back', async () => {
    await renderInShop(<OfflineBanner />, { store: 'en-be' });
    const region = screen.getByTestId('offline-banner');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');

    act(() => setOnline(false));
    expect(screen.getByTestId('offline-banner')).toBe(region);
    expect(region.textContent).toBe('You are offline. You see the pages as you last saw them.');

    act(() => setOnline(true));
    expect(region.textContent).toBe('');
  });

  it('is in Dutch in a Dutch store view', async () => {
    setOnline(false);
    await renderInShop(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner').textContent).toBe(
      "Je bent offline. Je ziet de pagina's zoals je ze eerder bekeek.",
    );
  });
});
