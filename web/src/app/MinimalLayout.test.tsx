import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../test/render';
import { MinimalLayout } from './MinimalLayout';

describe('the minimal layout of the /en-rw reading login (seed 001 §6: anonymous visitors see that page only)', () => {
  it("has no link into /en-rw but to the page itself: no menu, search, cart, footer, nor the cookie page's link", async () => {
    await renderInShop(<MinimalLayout />, { store: 'en-rw', path: '/en-rw/classreading/schoolid' });
    expect(screen.getByTestId('cookie-notice')).toBeTruthy();
    const intoGuardedStore = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/en-rw'));
    expect(intoGuardedStore).toEqual(['/en-rw/classreading/schoolid']);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The same page in the other store views, for a visitor who came to the wrong one.
    expect(screen.getByRole('navigation', { name: 'Choose your store' })).toBeTruthy();
  });

  it('says so while the network is gone, as every page does (a pupil at the login of a school without network)', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderInShop(<MinimalLayout />, { store: 'en-rw', path: '/en-rw/classreading/schoolid' });
      expect(screen.getByTestId('offline-banner').textContent).toBe(
        'You are offline. You see the pages as you last saw them.',
      );
    } finally {
      offline.mockRestore();
    }
  });
});
