import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { HomePage } from './HomePage';
import { HomePageDocument } from './HomePage.generated';

const product = {
  __typename: 'Product',
  sku: '9789044800001',
  name: 'De kleine ijsbeer',
  slug: 'de-kleine-ijsbeer',
  author: 'Hans de Beer',
  thumbnail: null,
  price: {
    __typename: 'ProductPrice',
    regular: { __typename: 'Money', value: 12.99, currency: 'EUR' },
    final: { __typename: 'Money', value: 12.99, currency: 'EUR' },
  },
  type: 'SIMPLE',
  stock: { __typename: 'Stock', status: 'VOLATILE', isInStock: true },
};

describe('HomePage', () => {
  it('shows the hero and the sections in the editors order, without unsafe HTML', async () => {
    await renderInShop(<HomePage />, {
      mocks: [
        {
          request: { query: HomePageDocument },
          result: {
            data: {
              homepage: {
                __typename: 'Homepage',
                title: 'Welkom bij Clavis',
                hero: {
                  __typename: 'Banner',
                  title: 'Nieuw deze maand',
                  text: null,
                  image: null,
                  link: '/nl-be/c/nieuw',
                  linkLabel: 'Bekijk',
                },
                sections: [
                  {
                    __typename: 'TextBlock',
                    title: 'Over ons',
                    body: '<p>Wij maken <strong>boeken</strong>.</p><script>alert(1)</script>',
                    link: null,
                    linkLabel: null,
                  },
                  {
                    __typename: 'TextBlock',
                    title: 'Klaslezen',
                    body: '<p>Samen hetzelfde boek lezen.</p>',
                    link: '/nl-be/klaslezen',
                    linkLabel: 'Meer over Klaslezen',
                  },
                  { __typename: 'ProductCarousel', title: 'Toppers', products: [product] },
                ],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom bij Clavis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk' }).getAttribute('href')).toBe('/nl-be/c/nieuw');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Nieuw deze maand',
      'Over ons',
      'Klaslezen',
      'Toppers',
    ]);
    // Issue 22: the Klaslezen block leads to the programme's home.
    expect(screen.getByRole('link', { name: 'Meer over Klaslezen' }).getAttribute('href')).toBe(
      '/nl-be/klaslezen',
    );
    expect(screen.getByText('boeken').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByTestId('stock').textContent).toBe('Voorraad niet bevestigd');
  });

  it('keeps the page usable when the content service is down (homepage null)', async () => {
    await renderInShop(<HomePage />, {
      mocks: [{ request: { query: HomePageDocument }, result: { data: { homepage: null } } }],
    });
    expect(await screen.findByText(/De startpagina is even niet beschikbaar/)).toBeTruthy();
  });
});
