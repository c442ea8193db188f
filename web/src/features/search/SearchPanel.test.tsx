import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { SearchPanel } from './SearchPanel';
import { SearchProductsDocument } from './SearchProducts.generated';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });

const result = {
  __typename: 'Product',
  sku: '9789044800001',
  name: 'De kleine ijsbeer',
  slug: 'de-kleine-ijsbeer',
  author: 'Hans de Beer',
  price: { __typename: 'ProductPrice', regular: money(14.99), final: money(14.99) },
};

const searchMock = (term: string) => ({
  request: {
    query: SearchProductsDocument,
    variables: { search: { term, paging: { start: 0, pageSize: 12 } }, term },
  },
  result: {
    data: {
      contentSearch: { __typename: 'ContentSearchResult', hits: [] },
      products: { __typename: 'ProductList', total: 1, items: [result], userErrors: [] },
    },
  },
});

describe('SearchPanel', () => {
  it('asks for 3 characters, then lists what the API found for a typo, linking to the product', async () => {
    await renderInShop(<SearchPanel />, { store: 'en-be', mocks: [searchMock('ijsbear')] });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('searchbox', { name: 'Search for a book' });
    fireEvent.change(input, { target: { value: 'ij' } });
    expect(screen.getByText('Search term at least 3 characters')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ijsbear' } });
    expect(screen.queryByText('Search term at least 3 characters')).toBeNull();
    const link = await screen.findByRole('link', { name: 'De kleine ijsbeer' });
    expect(link.getAttribute('href')).toBe('/en-be/p/9789044800001/de-kleine-ijsbeer');
    expect(screen.getByTestId('price').textContent).toBe('€14.99');
  });

  it('opens as an overlay with the focus in the search box, and gives the focus back when closed', async () => {
    await renderInShop(<SearchPanel />, { store: 'en-be' });
    const toggle = screen.getByRole('button', { name: 'Search' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search for a book' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('shows every result on the search results page on Enter, and links to it when there are more', async () => {
    const many = {
      ...searchMock('ijsbeer'),
      result: {
        data: {
          contentSearch: {
            __typename: 'ContentSearchResult',
            hits: [
              {
                __typename: 'ContentSearchHit',
                kind: 'AUTHOR',
                title: 'Hans de Beer',
                excerpt: 'Hans de Beer tekent ijsberen.',
                path: '/nl-be/auteurs-illustratoren/hans-de-beer',
              },
            ],
          },
          products: { __typename: 'ProductList', total: 30, items: [result], userErrors: [] },
        },
      },
    };
    await renderInShop(
      <>
        <SearchPanel />
        <Address />
      </>,
      { store: 'nl-be', mocks: [many] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    const input = screen.getByRole('searchbox', { name: 'Zoek een boek' });
    fireEvent.change(input, { target: { value: 'ijsbeer' } });
    const all = await screen.findByRole('link', { name: 'Alle 30 resultaten bekijken' });
    // The author the content search found, in the same answer, above the books.
    const hits = screen.getByRole('region', { name: "Auteurs, nieuws en pagina's" });
    expect(within(hits).getByRole('link', { name: 'Hans de Beer' }).getAttribute('href')).toBe(
      '/nl-be/auteurs-illustratoren/hans-de-beer',
    );
    expect(within(hits).getByText('Auteur of illustrator')).toBeTruthy();
    expect(all.getAttribute('href')).toBe('/nl-be/boeken.html?q=ijsbeer');
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('address').textContent).toBe('/nl-be/boeken.html?q=ijsbeer');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
