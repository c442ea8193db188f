import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORE_VIEWS } from '@shop/store-views';
import { createCache } from '@/shared/graphql/cachePolicies';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { NotificationList, NotificationsProvider } from '@/shared/ui/Notifications';
import { StoreViewProvider } from '@/shared/storeView';
import { CartProvider } from '@/features/cart/CartContext';
import { cartIdKey } from '@/shared/cart/cartIdStore';
import { CartDocument } from '@/features/cart/Cart.generated';
import { PrimaryNavigationDocument } from '@/features/content/PrimaryNavigation.generated';
import { ProductListing } from '@/features/catalog/ProductListing';
import type { ProductListing_ListFragment } from '@/features/catalog/ProductListing.generated';
import { compareListKey } from '@/features/compare/compareList';
import { wishlistKey } from '@/features/wishlist/domain/wishlist';
import { ProductCardActionProvider } from '@/shared/product/ProductCardAction';
import { productCardAction } from './productCardAction';
import { ShopLayout } from './ShopLayout';
import { appTypePolicies } from './typePolicies';

const money = (value: number) => ({ value, currency: 'EUR' });

const list: ProductListing_ListFragment = {
  total: 2,
  sort: 'LATEST',
  paging: { start: 0, pageSize: 50 },
  items: [1, 2].map((n) => ({
    sku: `978940000000${n}`,
    name: `Boek ${n}`,
    slug: `boek-${n}`,
    author: null,
    thumbnail: null,
    price: { regular: money(12.99), final: money(9.99) },
    type: 'SIMPLE',
    stock: { status: 'OK', isInStock: true },
  })),
  aggregations: [
    {
      attributeCode: 'age',
      label: 'Leeftijd',
      options: [{ value: '1004', label: '0-3 jaar', count: 2, selected: false }],
    },
  ],
};

const storedCart: MockedResponse = {
  request: { query: CartDocument, variables: { cartId: 'guest-1' } },
  result: {
    data: {
      cart: {
        __typename: 'Cart',
        id: 'guest-1',
        itemsQty: 3,
        couponCode: null,
        items: [],
        totals: {
          __typename: 'CartTotals',
          grandTotal: { __typename: 'Money', ...money(30) },
          subtotalInclTax: { __typename: 'Money', ...money(30) },
          segments: [],
        },
      },
    },
  },
};

const navigation: MockedResponse = {
  request: { query: PrimaryNavigationDocument },
  result: {
    data: {
      primaryNavigation: [
        {
          __typename: 'NavigationItem',
          label: 'Prentenboeken',
          path: '/nl-be/c/prentenboeken',
          children: [],
        },
      ],
    },
  },
};

/** The shop as the server and then the browser render it: a fresh Apollo cache each time, like two processes. */
function shop(i18n: I18n) {
  return (
    <StoreViewProvider storeView={STORE_VIEWS['nl-be']}>
      <I18nProvider i18n={i18n}>
        <MockedProvider mocks={[storedCart, navigation, navigation]} cache={createCache(appTypePolicies)}>
          <NotificationsProvider>
            <CartProvider storeCode="nl-be">
              <ProductCardActionProvider value={productCardAction}>
                <MemoryRouter initialEntries={['/nl-be/']}>
                  <Routes>
                    <Route element={<ShopLayout />}>
                      <Route
                        path="*"
                        element={
                          <ProductListing
                            list={list}
                            loading={false}
                            error={undefined}
                            loadFrom={async () => {}}
                          />
                        }
                      />
                    </Route>
                  </Routes>
                  <NotificationList />
                </MemoryRouter>
              </ProductCardActionProvider>
            </CartProvider>
          </NotificationsProvider>
        </MockedProvider>
      </I18nProvider>
    </StoreViewProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('server rendering and hydration', () => {
  it('hydrates the layout and a listing without a mismatch, then shows what the browser stored', async () => {
    const i18n = await loadI18n('nl-BE');
    // The server has no storage: it renders without the browser's stored cart, compare list and wishlist.
    const html = renderToString(shop(i18n));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('[data-testid="minicart-count"]')?.textContent).toBe('0');
    expect(container.querySelector('[data-testid="wishlist-count"]')?.textContent).toBe('0');
    const hearts = container.querySelectorAll('[data-testid="wishlist-button"]');
    expect([...hearts].map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'false']);

    // What only the browser knows must not change its first render, or the markup would not match.
    localStorage.setItem(cartIdKey('nl-be'), 'guest-1');
    localStorage.setItem(
      compareListKey('nl-be'),
      JSON.stringify([{ sku: '1', name: 'Kikker', slug: 'kikker' }]),
    );
    localStorage.setItem(
      wishlistKey('nl-be'),
      JSON.stringify([{ sku: '9789400000001', qty: 1, name: 'Boek 1', slug: 'boek-1' }]),
    );
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, shop(i18n), { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.filter((args) => /hydrat/i.test(String(args[0])))).toEqual([]);
    // Once hydrated, the stored cart and compare list come in.
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('3'));
    expect(screen.getByRole('button', { name: 'Vergelijken (1)' })).toBeTruthy();
    expect(screen.getByTestId('wishlist-count').textContent).toBe('1');
    const heart = (name: string) => screen.getByRole('button', { name: `Bewaar ${name} op je verlanglijst` });
    expect(heart('Boek 1').getAttribute('aria-pressed')).toBe('true');
    expect(heart('Boek 2').getAttribute('aria-pressed')).toBe('false');
  });
});
