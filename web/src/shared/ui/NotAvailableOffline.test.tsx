import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../test/render';
import { OFFLINE_REDIRECT_DELAY_MS, PageLoadError } from './StatusMessages';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

afterEach(() => {
  setOnline(true);
  vi.useRealTimers();
});

describe("a page whose data did not come (seed 000 §2, §8 'Offline empty result')", () => {
  it("offline, says the page is not available offline and goes to the store view's home", async () => {
    setOnline(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderInShop(
      <>
        <PageLoadError />
        <Where />
      </>,
      { store: 'en-be', path: '/en-be/p/9789044800001/the-little-polar-bear' },
    );
    expect(screen.getByTestId('not-available-offline').textContent).toBe(
      'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    );
    act(() => vi.advanceTimersByTime(OFFLINE_REDIRECT_DELAY_MS - 1));
    expect(screen.getByTestId('where').textContent).toBe('/en-be/p/9789044800001/the-little-polar-bear');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('where').textContent).toBe('/en-be/');
  });

  it('online, is the error it always was, and stays', async () => {
    await renderInShop(<PageLoadError />, { path: '/nl-be/c/kinderboeken' });
    expect(screen.getByText('Er is iets misgegaan. Probeer het later opnieuw.')).toBeTruthy();
    expect(screen.queryByTestId('not-available-offline')).toBeNull();
  });
});
