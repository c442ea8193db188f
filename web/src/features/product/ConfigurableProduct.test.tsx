import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { ChooseVariantDocument } from './ChooseVariant.generated';
import { ProductPage } from './ProductPage';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });
const price = (final: number, regular = final) => ({
  __typename: 'ProductPrice',
  regular: money(regular),
  final: money(final),
  finalExclTax: money(Math.round((final / 1.06) * 100) / 100),
});

const FORMAT = {
  __typename: 'ConfigurableOption',
  attributeCode: 'format',
  label: 'Format',
  values: [
    { __typename: 'ConfigurableOptionValue', valueIndex: 41, label: 'Hardcover' },
    { __typename: 'ConfigurableOptionValue', valueIndex: 42, label: 'Paperback' },
  ],
};

const variant = (sku: string, valueIndex: number, label: string, final: number, regular = final) => ({
  __typename: 'ConfigurableVariant',
  sku,
  name: `Kikker ${label}`,
  options: [{ __typename: 'VariantOption', attributeCode: 'format', valueIndex, label }],
  price: price(final, regular),
});

const HARDCOVER = variant('9789044800101', 41, 'Hardcover', 14.99, 16.99);
const PAPERBACK = variant('9789044800102', 42, 'Paperback', 9.99);

const frog = {
  __typename: 'Product',
  id: 100,
  sku: '9789044800100',
  name: 'Kikker',
  slug: 'kikker',
  type: 'CONFIGURABLE',
  contributors: [
    {
      __typename: 'ProductContributor',
      name: 'Max Velthuijs',
      role: 'AUTHOR',
      author: {
        __typename: 'Author',
        slug: 'max-velthuijs',
        path: '/nl-be/auteurs-illustratoren/max-velthuijs',
      },
    },
  ],
  attributes: [],
  publishDate: '2020-01-01',
  description: null,
  fullDescription: null,
  isbn: null,
  isNew: true,
  gallery: [],
  price: price(9.99),
  stock: { __typename: 'Stock', status: 'OK', isInStock: true },
  configurableOptions: [FORMAT],
  groupedItems: [],
  bundleOptions: [],
};

/** A product route as the page's query gives it: the product and the variant its address names. */
const route = (chosen: object | null, userErrors: object[] = []) => ({
  __typename: 'ProductRoute',
  product: frog,
  variant: { __typename: 'VariantChoice', variant: chosen, userErrors },
});

/**
 * What the app's route query answers for each address (app/routes/CatchAllRoute): here a map, so the page's
 * own behaviour (choosing a variant writes its child sku into the address) is tested without the app.
 */
let answers: Record<string, ReturnType<typeof route>> = {};

function Page() {
  const { pathname } = useLocation();
  const answer = answers[pathname];
  return answer ? (
    <ProductPage
      key={answer.product.sku}
      route={answer as Parameters<typeof ProductPage>[0]['route']}
      renderActions={({ cartSku }) => cartSku && <button type="button">add {cartSku}</button>}
    />
  ) : null;
}

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const routes = (
  <>
    <Routes>
      <Route path=":store/p/:parentSku/:slug" element={<Page />} />
      <Route path=":store/p/:parentSku/:slug/:childSku" element={<Page />} />
    </Routes>
    <Address />
  </>
);

describe('a configurable product page (seed 000 §4 Variant selection)', () => {
  it("shows the variant's price and writes the chosen child sku into the address", async () => {
    answers = {
      '/en-be/p/9789044800100/kikker': route(HARDCOVER),
      '/en-be/p/9789044800100/kikker/9789044800102': route(PAPERBACK),
    };
    await renderInShop(routes, {
      store: 'en-be',
      path: '/en-be/p/9789044800100/kikker',
      mocks: [
        {
          request: {
            query: ChooseVariantDocument,
            variables: { sku: '9789044800100', selection: [{ attributeCode: 'format', valueIndex: 42 }] },
          },
          result: {
            data: {
              product: {
                __typename: 'Product',
                sku: '9789044800100',
                variant: {
                  __typename: 'VariantChoice',
                  variant: { __typename: 'ConfigurableVariant', sku: '9789044800102' },
                  userErrors: [
                    {
                      __typename: 'UserError',
                      code: 'NO_SUCH_CONFIGURATION',
                      message: 'No such configuration',
                    },
                  ],
                },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('button', { name: 'add 9789044800101' })).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('€14.99');
    expect(screen.getByLabelText('Regular price').textContent).toBe('€16.99');
    expect(screen.getByText('New')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Format' }), { target: { value: '42' } });
    expect(await screen.findByRole('button', { name: 'add 9789044800102' })).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('€9.99');
    expect(screen.queryByLabelText('Regular price')).toBeNull();
    expect(
      screen.getByText(
        'No such configuration for the product. Please do choose another combination of attributes.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/en-be/p/9789044800100/kikker/9789044800102');
  });

  it("says 'No available product variants' and offers nothing to buy when no child can be chosen", async () => {
    answers = {
      '/en-be/p/9789044800100/kikker': route(null, [
        { __typename: 'UserError', code: 'NO_AVAILABLE_VARIANTS', message: 'x' },
      ]),
    };
    await renderInShop(routes, { store: 'en-be', path: '/en-be/p/9789044800100/kikker' });
    expect(await screen.findByText('No available product variants')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^add/ })).toBeNull();
  });
});
