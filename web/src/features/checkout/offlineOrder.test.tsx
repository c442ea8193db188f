import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { CheckoutPage } from './CheckoutPage';
import {
  CARD,
  CHECKMO,
  checkoutCart,
  checkoutPageQuery,
  guestSession,
  PLACED,
  placeOrder,
  placeOrderAnswer,
  setPaymentMethod,
  storeDraftAtPayment,
  WITH_SHIPPING,
} from './checkoutFixtures';
import { ConfirmationPage } from './ConfirmationPage';
import type { OfflineOrder } from './domain/offlineOrder';
import { clearOfflineOrders, keepOfflineOrder, offlineOrderOfStore } from './offlineOrderStore';
import { OfflineOrderNotices } from './useOfflineOrderWaiting';

// The card library stays unloaded: the offline refusal comes before the card's data is asked.
vi.mock('./adyen/loadAdyenWeb', () => ({ loadAdyenWeb: () => new Promise(() => {}) }));

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await clearOfflineOrders();
});

const cart = checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING });

function renderCheckout(mocks: MockedResponse[]) {
  return renderInShop(
    <>
      <OfflineOrderNotices />
      <Routes>
        <Route
          path="/:store/checkout"
          element={<CheckoutPage cartId="guest-1" cartReady onOrdered={vi.fn()} />}
        />
        <Route path="/:store/checkout/confirmation/:orderNumber" element={<ConfirmationPage />} />
      </Routes>
    </>,
    { path: '/nl-be/checkout?step=payment', mocks },
  );
}

describe('an order placed offline (seed 001 §4, seed 000 §8 Offline order)', () => {
  it('is kept, not sent; back online it is "Order waiting!", and confirmed it is placed once with its key', async () => {
    storeDraftAtPayment();
    const sent: Record<string, unknown>[] = [];
    await renderCheckout([
      guestSession,
      checkoutPageQuery('guest-1', cart),
      setPaymentMethod('guest-1', 'checkmo', cart),
      placeOrder(sent, placeOrderAnswer({ order: PLACED })),
    ]);
    const place = await screen.findByRole('button', { name: 'Bestelling plaatsen' });
    online = false;
    fireEvent.click(place);
    expect(await screen.findByText(/Je bent offline: je bestelling is bewaard/)).toBeTruthy();
    expect(sent).toEqual([]);
    const kept = await offlineOrderOfStore('nl-be');
    expect(kept).toMatchObject({ idempotencyKey: 'key-from-the-draft', transmitted: false });
    expect(kept?.input.paymentMethodCode).toBe('checkmo');

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    // The checkout shows the waiting order itself: once, with its button, and no notification over it.
    expect(await screen.findAllByText('Bestelling wacht!')).toHaveLength(1);
    expect(screen.queryByText(/Je bent offline: je bestelling is bewaard/)).toBeNull();
    expect(
      screen.queryByRole('link', {
        name: 'Klik hier om de bestelling te bevestigen die je offline hebt geplaatst.',
      }),
    ).toBeNull();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Klik hier om de bestelling te bevestigen die je offline hebt geplaatst.',
      }),
    );
    expect(await screen.findByText(/000000042/)).toBeTruthy();
    expect(sent.map((input) => input.idempotencyKey)).toEqual(['key-from-the-draft']);
    expect(screen.queryByText('Bestelling wacht!')).toBeNull();
    await waitFor(async () => expect(await offlineOrderOfStore('nl-be')).toBeNull());
  });

  it('refuses a card payment offline: it needs the issuer, and its card data is never kept', async () => {
    storeDraftAtPayment({ paymentMethodCode: 'adyen_cc' });
    const sent: Record<string, unknown>[] = [];
    const withCard = checkoutCart('guest-1', undefined, {
      segments: WITH_SHIPPING,
      paymentMethods: [CHECKMO, CARD],
    });
    await renderCheckout([
      guestSession,
      checkoutPageQuery('guest-1', withCard),
      setPaymentMethod('guest-1', 'adyen_cc', withCard),
    ]);
    const place = await screen.findByRole('button', { name: 'Bestelling plaatsen' });
    online = false;
    fireEvent.click(place);
    expect((await screen.findByTestId('payment-refusal')).textContent).toContain(
      'Met een kaart betalen kan alleen online.',
    );
    expect(sent).toEqual([]);
    expect(await offlineOrderOfStore('nl-be')).toBeNull();
  });

  it('is told on any other page by a notification whose link leads to the checkout', async () => {
    // Only whether an order waits matters to the notice, not what it holds.
    await keepOfflineOrder({
      storeCode: 'nl-be',
      idempotencyKey: 'key-1',
      createdAt: 0,
      transmitted: false,
    } as unknown as OfflineOrder);
    await renderInShop(<OfflineOrderNotices />, { mocks: [], path: '/nl-be/' });
    expect(await screen.findByText('Bestelling wacht!')).toBeTruthy();
    const link = screen.getByRole('link', {
      name: 'Klik hier om de bestelling te bevestigen die je offline hebt geplaatst.',
    });
    expect(link.getAttribute('href')).toBe('/nl-be/checkout?step=payment');
  });

  it('tells nothing while no order waits', async () => {
    await renderInShop(<OfflineOrderNotices />, { mocks: [] });
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Bestelling wacht!')).toBeNull();
  });
});
