import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { ChooseVariantDocument } from './ChooseVariant.generated';
import { ProductPage } from './ProductPage';
import { ProductPageDocument } from './ProductPage.generated';

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

const frog = (chosen: object | null, userErrors: object[] = []) => ({
  __typename: 'Product',
  sku: '9789044800100',
  name: 'Kikker',
  slug: 'kikker',
  type: 'CONFIGURABLE',
  author: 'Max Velthuijs',
  illustrator: null,
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
  variant: { __typename: 'VariantChoice', variant: chosen, userErrors },
});

const pageMock = (childSku: string | null, product: object) => ({
  request: { query: ProductPageDocument, variables: { sku: '9789044800100', childSku } },
  result: { data: { product } },
});

function Page() {
  const { childSku } = useParams();
  return (
    <ProductPage
      sku="9789044800100"
      childSku={childSku ?? null}
      renderActions={({ cartSku }) => cartSku && <button type="button">add {cartSku}</button>}
    />
  );
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
    await renderInShop(routes, {
      store: 'en-be',
      path: '/en-be/p/9789044800100/kikker',
      mocks: [
        pageMock(null, frog(HARDCOVER)),
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
        pageMock('9789044800102', frog(PAPERBACK)),
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
    await renderInShop(routes, {
      store: 'en-be',
      path: '/en-be/p/9789044800100/kikker',
      mocks: [
        pageMock(
          null,
          frog(null, [{ __typename: 'UserError', code: 'NO_AVAILABLE_VARIANTS', message: 'x' }]),
        ),
      ],
    });
    expect(await screen.findByText('No available product variants')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^add/ })).toBeNull();
  });
});
