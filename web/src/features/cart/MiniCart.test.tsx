import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { AddToCartButton } from './AddToCartButton';
import { AddToCartDocument } from './AddToCart.generated';
import { CartProvider } from './CartContext';
import { cartIdKey } from '@/shared/cart/cartIdStore';
import { CreateCartDocument } from './CreateCart.generated';
import { MiniCart } from './MiniCart';
import { MiniCartDocument } from './MiniCart.generated';

const SKU = '9789044800001';
const money = (value: number, currency = 'EUR') => ({ __typename: 'Money', value, currency });

function cart(id: string, lines: { sku: string; name: string; qty: number; price: number }[]) {
  const total = lines.reduce((sum, line) => sum + line.qty * line.price, 0);
  return {
    __typename: 'Cart',
    id,
    itemsQty: lines.reduce((sum, line) => sum + line.qty, 0),
    items: lines.map((line, index) => ({
      __typename: 'CartItem',
      itemId: String(index + 1),
      sku: line.sku,
      qty: line.qty,
      name: line.name,
      rowTotalInclTax: money(line.qty * line.price),
    })),
    totals: { __typename: 'CartTotals', grandTotal: money(total) },
  };
}

const shop = (
  <CartProvider storeCode="nl-be">
    <MiniCart />
    <AddToCartButton sku={SKU} />
  </CartProvider>
);

describe('MiniCart', () => {
  it('shows 0 without a cart, and an empty cart when opened', async () => {
    await renderInShop(shop);
    expect(screen.getByTestId('minicart-count').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: /Winkelmandje/ }));
    expect(screen.getByText('Je winkelmandje is leeg.')).toBeTruthy();
  });

  it('counts the sum of the quantities of the stored guest cart, and lists its lines', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-1');
    const mocks: MockedResponse[] = [
      {
        request: { query: MiniCartDocument, variables: { cartId: 'guest-1' } },
        result: {
          data: {
            cart: cart('guest-1', [
              { sku: SKU, name: 'De kleine ijsbeer', qty: 2, price: 12.99 },
              { sku: '9789044800002', name: 'Kikker is verliefd', qty: 1, price: 14.5 },
            ]),
          },
        },
      },
    ];
    await renderInShop(shop, { mocks });
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: /Winkelmandje/ }));
    const panel = screen.getByRole('region', { name: 'Winkelmandje' });
    const lines = within(panel).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'De kleine ijsbeerAantal: 2€\u00a025,98',
      'Kikker is verliefdAantal: 1€\u00a014,50',
    ]);
    expect(
      within(screen.getByRole('dialog', { name: 'Winkelmandje' })).getByTestId('minicart-total').textContent,
    ).toBe('Totaal: €\u00a040,48');
  });

  it('forgets a stored cart the platform no longer knows', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'expired');
    await renderInShop(shop, {
      mocks: [
        {
          request: { query: MiniCartDocument, variables: { cartId: 'expired' } },
          result: { data: { cart: null } },
        },
      ],
    });
    await waitFor(() => expect(localStorage.getItem(cartIdKey('nl-be'))).toBeNull());
  });
});

describe('AddToCartButton with the mini cart', () => {
  const added = (id: string) => ({
    request: { query: AddToCartDocument, variables: { input: { cartId: id, sku: SKU, qty: 1 } } },
    result: {
      data: {
        addToCart: {
          __typename: 'AddToCartPayload',
          cart: cart(id, [{ sku: SKU, name: 'De kleine ijsbeer', qty: 1, price: 12.99 }]),
          message: 'Product has been added to the cart!',
          userErrors: [],
        },
      },
    },
  });
  const created = (id: string) => ({
    request: { query: CreateCartDocument },
    result: { data: { createCart: { __typename: 'CreateCartPayload', cart: cart(id, []), userErrors: [] } } },
  });

  it('creates a guest cart, adds the product, and the count goes from 0 to 1', async () => {
    await renderInShop(shop, { mocks: [created('guest-new'), added('guest-new')] });
    expect(screen.getByTestId('minicart-count').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('1'));
    expect(localStorage.getItem(cartIdKey('nl-be'))).toBe('guest-new');
    // The seed's English message, shown in the store view's language.
    expect(await screen.findByText('Het product is toegevoegd aan je winkelmandje!')).toBeTruthy();
  });

  it("shows the seed's English message in an English store view", async () => {
    await renderInShop(
      <CartProvider storeCode="en-be">
        <MiniCart />
        <AddToCartButton sku={SKU} />
      </CartProvider>,
      { store: 'en-be', mocks: [created('guest-en'), added('guest-en')] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Product has been added to the cart!')).toBeTruthy();
    expect(screen.getByTestId('minicart-count').textContent).toBe('1');
  });

  it('translates a user error by its code and leaves the count alone', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-2');
    const mocks: MockedResponse[] = [
      {
        request: { query: MiniCartDocument, variables: { cartId: 'guest-2' } },
        result: { data: { cart: cart('guest-2', []) } },
      },
      {
        request: { query: AddToCartDocument, variables: { input: { cartId: 'guest-2', sku: SKU, qty: 1 } } },
        result: {
          data: {
            addToCart: {
              __typename: 'AddToCartPayload',
              cart: cart('guest-2', []),
              message: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  code: 'OUT_OF_STOCK',
                  message: 'The product is out of stock and cannot be added to the cart!',
                  field: 'sku',
                },
              ],
            },
          },
        },
      },
    ];
    await renderInShop(shop, { mocks });
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    expect(
      await screen.findByText(
        'Dit product is niet op voorraad en kan niet aan je winkelmandje worden toegevoegd!',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('minicart-count').textContent).toBe('0');
  });

  it("falls back to the API's message for an unknown user error", async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-3');
    const mocks: MockedResponse[] = [
      {
        request: { query: MiniCartDocument, variables: { cartId: 'guest-3' } },
        result: { data: { cart: cart('guest-3', []) } },
      },
      {
        request: { query: AddToCartDocument, variables: { input: { cartId: 'guest-3', sku: SKU, qty: 1 } } },
        result: {
          data: {
            addToCart: {
              __typename: 'AddToCartPayload',
              cart: null,
              message: null,
              userErrors: [
                { __typename: 'UserError', code: 'SOMETHING_NEW', message: 'Only 2 available', field: 'qty' },
              ],
            },
          },
        },
      },
    ];
    await renderInShop(shop, { mocks });
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    expect(await screen.findByText('Only 2 available')).toBeTruthy();
  });

  it('starts a new guest cart once when the stored one is gone, and adds to that', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'expired');
    const gone = {
      request: { query: AddToCartDocument, variables: { input: { cartId: 'expired', sku: SKU, qty: 1 } } },
      result: {
        data: {
          addToCart: {
            __typename: 'AddToCartPayload',
            cart: null,
            message: null,
            userErrors: [
              {
                __typename: 'UserError',
                code: 'CART_NOT_FOUND',
                message: 'This cart does not exist anymore. Please re-create the cart.',
                field: 'cartId',
              },
            ],
          },
        },
      },
    };
    const mocks: MockedResponse[] = [
      {
        request: { query: MiniCartDocument, variables: { cartId: 'expired' } },
        result: { data: { cart: cart('expired', []) } },
      },
      gone,
      created('guest-fresh'),
      added('guest-fresh'),
    ];
    await renderInShop(shop, { mocks });
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('1'));
    expect(localStorage.getItem(cartIdKey('nl-be'))).toBe('guest-fresh');
    expect(screen.queryByText(/bestaat niet meer/)).toBeNull();
  });
});
