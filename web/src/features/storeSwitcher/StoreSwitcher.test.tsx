import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { StoreSwitcher_QueryFragmentDoc } from './StoreSwitcher.generated';
import { StoreSwitcher } from './StoreSwitcher';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('StoreSwitcher', () => {
  it('links a product page to the same product in the other store views', async () => {
    await renderInShop(<StoreSwitcher />, { path: '/nl-be/p/9789044800001/de-kleine-ijsbeer' });
    expect(hrefOf('English (Belgium)')).toBe('/en-be/p/9789044800001/de-kleine-ijsbeer');
    expect(hrefOf('English (Rwanda)')).toBe('/en-rw/p/9789044800001/de-kleine-ijsbeer');
    expect(hrefOf('Nederlands (Nederland)')).toBe('/nl-nl/p/9789044800001/de-kleine-ijsbeer');
  });

  it('links a category page to the home of the other store views', async () => {
    await renderInShop(<StoreSwitcher />, { path: '/nl-be/c/boeken/prentenboeken' });
    expect(hrefOf('English (Belgium)')).toBe('/en-be/');
  });

  it("keeps the same category in the other store views through the URL resolver's alternates, asking nothing itself", async () => {
    const alternate = (storeCode: string, locale: string, path: string) => ({
      __typename: 'RouteAlternate',
      storeCode,
      locale,
      path,
    });
    // No mocks: a query of the switcher would fail the test. The page's route query brings the alternates.
    const { cache } = await renderInShop(<StoreSwitcher />, { path: '/nl-be/c/prentenboeken' });
    expect(hrefOf('English (Belgium)')).toBe('/en-be/');
    act(() =>
      cache.writeFragment({
        fragment: StoreSwitcher_QueryFragmentDoc,
        id: 'ROOT_QUERY',
        variables: { path: '/nl-be/c/prentenboeken' },
        data: {
          __typename: 'Query',
          route: {
            __typename: 'Route',
            alternates: [
              alternate('nl-nl', 'nl-NL', '/nl-nl/c/prentenboeken'),
              alternate('en-be', 'en-BE', '/en-be/c/picture-books'),
              alternate('en-rw', 'en-RW', '/en-rw/c/picture-books'),
            ],
          },
        },
      }),
    );
    await screen.findByText('English (Rwanda)', { selector: '[href="/en-rw/c/picture-books"]' });
    expect(hrefOf('English (Belgium)')).toBe('/en-be/c/picture-books');
    expect(hrefOf('Nederlands (Nederland)')).toBe('/nl-nl/c/prentenboeken');
  });

  it('marks the current store view and labels itself in the store view language', async () => {
    await renderInShop(<StoreSwitcher />, { store: 'en-be', path: '/en-be/' });
    expect(screen.getByRole('navigation', { name: 'Choose your store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English (Belgium)' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Nederlands (België)' }).getAttribute('aria-current')).toBeNull();
  });
});
