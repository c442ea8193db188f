import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { AddToCartButton } from './AddToCartButton';
import { AddToCartDocument } from './AddToCart.generated';
import { CartProvider } from './CartContext';
import { cartIdKey } from '@/shared/cart/cartIdStore';
import { CreateCartDocument } from './CreateCart.generated';
import { cartOf as cart, cartQuery, sessionQuery } from './cartFixtures';
import { MiniCart } from './MiniCart';

const SKU = '9789044800001';
/** A guest without a stored cart asks too (a customer's cart comes from the session); a guest has none. */
const noSessionCart = cartQuery(null, null);

const shop = (
  <CartProvider storeCode="nl-be">
    <MiniCart />
    <AddToCartButton sku={SKU} />
  </CartProvider>
);

describe('MiniCart', () => {
  it('shows 0 without a cart, and an empty cart when opened', async () => {
    await renderInShop(shop, { mocks: [noSessionCart] });
    expect(screen.getByTestId('minicart-count').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: /Winkelmandje/ }));
    expect(await screen.findByText('Je winkelmandje is leeg.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Afrekenen' })).toBeNull();
  });

  it("shows a logged-in customer's cart, asked without an id (the session's cart)", async () => {
    await renderInShop(shop, {
      mocks: [
        sessionQuery(),
        cartQuery(null, cart('customer-7', [{ sku: SKU, name: 'De kleine ijsbeer', qty: 2, price: 12.99 }])),
      ],
    });
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('2'));
    expect(localStorage.getItem(cartIdKey('nl-be'))).toBeNull();
  });

  it('counts the sum of the quantities of the stored guest cart, and lists its lines', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-1');
    const mocks: MockedResponse[] = [
      cartQuery(
        'guest-1',
        cart('guest-1', [
          { sku: SKU, name: 'De kleine ijsbeer', qty: 2, price: 12.99 },
          { sku: '9789044800002', name: 'Kikker is verliefd', qty: 1, price: 14.5 },
        ]),
      ),
    ];
    await renderInShop(shop, { mocks });
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: /Winkelmandje/ }));
    const drawer = screen.getByRole('dialog', { name: 'Winkelmandje' });
    const lines = await within(drawer).findAllByTestId('cart-line');
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual([
      'De kleine ijsbeer',
      'Kikker is verliefd',
    ]);
    expect(lines.map((line) => within(line).getByTestId('quantity').textContent)).toEqual(['2', '1']);
    expect(lines.map((line) => within(line).getByTestId('cart-line-total').textContent)).toEqual([
      '€\u00a025,98',
      '€\u00a014,50',
    ]);
    const grandTotal = within(drawer).getByTestId('cart-totals').querySelector('[data-code="grand_total"]');
    expect(grandTotal?.textContent).toBe('Totaal€\u00a040,48');
    expect(within(drawer).getByRole('link', { name: 'Afrekenen' }).getAttribute('href')).toBe(
      '/nl-be/checkout',
    );
    expect(within(drawer).getByRole('link', { name: 'Bekijk je winkelmandje' }).getAttribute('href')).toBe(
      '/nl-be/cart',
    );
  });

  it('forgets a stored cart the platform no longer knows', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'expired');
    await renderInShop(shop, {
      mocks: [cartQuery('expired', null), noSessionCart],
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
    await renderInShop(shop, { mocks: [noSessionCart, created('guest-new'), added('guest-new')] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'In winkelmandje' })).toBeTruthy());
    expect(screen.getByTestId('minicart-count').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('1'));
    expect(localStorage.getItem(cartIdKey('nl-be'))).toBe('guest-new');
    // The seed's English message, shown in the store view's language.
    expect(await screen.findByText('Het product is toegevoegd aan je winkelmandje!')).toBeTruthy();
  });

  it("offers 'Proceed to checkout' with the 'Added' notification (seed 000 §8)", async () => {
    await renderInShop(
      <CartProvider storeCode="en-be">
        <MiniCart />
        <AddToCartButton sku={SKU} />
      </CartProvider>,
      { store: 'en-be', mocks: [noSessionCart, created('guest-en'), added('guest-en')] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const notification = (await screen.findByText('Product has been added to the cart!')).closest(
      '[data-testid="notification"]',
    ) as HTMLElement;
    const proceed = within(notification).getByRole('link', { name: 'Proceed to checkout' });
    expect(proceed.getAttribute('href')).toBe('/en-be/checkout');
    fireEvent.click(proceed);
    expect(screen.queryByText('Product has been added to the cart!')).toBeNull();
  });

  it("shows the seed's English message in an English store view", async () => {
    await renderInShop(
      <CartProvider storeCode="en-be">
        <MiniCart />
        <AddToCartButton sku={SKU} />
      </CartProvider>,
      { store: 'en-be', mocks: [noSessionCart, created('guest-en'), added('guest-en')] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Product has been added to the cart!')).toBeTruthy();
    expect(screen.getByTestId('minicart-count').textContent).toBe('1');
  });

  it('translates a user error by its code and leaves the count alone', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-2');
    const mocks: MockedResponse[] = [
      cartQuery('guest-2', cart('guest-2', [])),
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
      cartQuery('guest-3', cart('guest-3', [])),
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
      cartQuery('expired', cart('expired', [])),
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

  it("refuses a product without a known price with the seed's message (seed 000 §5)", async () => {
    localStorage.setItem(cartIdKey('en-be'), 'guest-4');
    const priceUnknown = 'Product price is unknown, product cannot be added to the cart!';
    await renderInShop(
      <CartProvider storeCode="en-be">
        <MiniCart />
        <AddToCartButton sku={SKU} />
      </CartProvider>,
      {
        store: 'en-be',
        mocks: [
          cartQuery('guest-4', cart('guest-4', [])),
          {
            request: {
              query: AddToCartDocument,
              variables: { input: { cartId: 'guest-4', sku: SKU, qty: 1 } },
            },
            result: {
              data: {
                addToCart: {
                  __typename: 'AddToCartPayload',
                  cart: null,
                  message: null,
                  userErrors: [
                    { __typename: 'UserError', code: 'PRICE_UNKNOWN', message: priceUnknown, field: 'sku' },
                  ],
                },
              },
            },
          },
        ],
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(priceUnknown)).toBeTruthy();
  });

  it("adds to a logged-in customer's cart by naming none, and stores no cart id", async () => {
    const customerCart = cart('customer-7', [
      { sku: '9789044800002', name: 'Kikker is verliefd', qty: 1, price: 14.5 },
    ]);
    await renderInShop(shop, {
      mocks: [
        sessionQuery(),
        cartQuery(null, customerCart),
        {
          request: { query: AddToCartDocument, variables: { input: { sku: SKU, qty: 1 } } },
          result: {
            data: {
              addToCart: {
                __typename: 'AddToCartPayload',
                cart: cart('customer-7', [
                  { sku: '9789044800002', name: 'Kikker is verliefd', qty: 1, price: 14.5 },
                  { sku: SKU, name: 'De kleine ijsbeer', qty: 1, price: 12.99 },
                ]),
                message: 'Product has been added to the cart!',
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('2'));
    expect(localStorage.getItem(cartIdKey('nl-be'))).toBeNull();
  });
});
