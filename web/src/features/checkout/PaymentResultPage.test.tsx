import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetConsent, giveConsent } from '@/shared/consent/consentFixtures';
import { screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { PLACED, storeDraftAtPayment, WITH_SHIPPING } from './checkoutFixtures';
import { checkoutDraftKey } from '@/shared/checkout/checkoutDraftStorage';
import { ConfirmationPage } from './ConfirmationPage';
import { PaymentResultPage } from './PaymentResultPage';
import {
  placedOrderRecordOf,
  readPendingPayment,
  savePendingPayment,
  savePlacedOrder,
} from './placedOrderStore';
import { SubmitPaymentDetailsDocument } from './SubmitPaymentDetails.generated';

const money = (value: number) => ({ value, currency: 'EUR' });
const totals = {
  grandTotal: money(45.43),
  segments: WITH_SHIPPING.map(([code, title, value]) => ({ code, title, value: money(value) })),
};
const lines = [{ sku: '9789044800001', name: 'De kleine ijsbeer', price: 12.99, qty: 2 }];

function submitted(details: string, payment: object): MockedResponse {
  return {
    request: {
      query: SubmitPaymentDetailsDocument,
      variables: { input: { cartId: 'guest-1', orderId: '42', details } },
    },
    result: {
      data: {
        submitPaymentDetails: {
          __typename: 'PlaceOrderPayload',
          order: PLACED,
          payment: { __typename: 'Payment', ...payment },
          userErrors: [],
        },
      },
    },
  };
}

function renderResult(search: string, mocks: MockedResponse[], onOrdered = vi.fn()) {
  return renderInShop(
    <Routes>
      <Route path="/:store/adyen/process/result" element={<PaymentResultPage onOrdered={onOrdered} />} />
      <Route path="/:store/checkout/confirmation/:orderNumber" element={<ConfirmationPage />} />
    </Routes>,
    { path: `/nl-be/adyen/process/result${search}`, mocks },
  );
}

beforeEach(() => {
  giveConsent(['statistical']);
});

afterEach(() => {
  forgetConsent();
  sessionStorage.clear();
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('the payment return /adyen/process/result (seed 000 §2)', () => {
  it('finishes the payment of the order kept before the redirect, then confirms it', async () => {
    storeDraftAtPayment();
    savePendingPayment('nl-be', {
      order: placedOrderRecordOf(PLACED, totals),
      cartId: 'guest-1',
      guest: true,
      lines,
    });
    const onOrdered = vi.fn();
    await renderResult(
      '?redirectResult=X3XtfGC9',
      [
        submitted(JSON.stringify({ details: { redirectResult: 'X3XtfGC9' } }), {
          resultCode: 'Authorised',
          isFinal: true,
          refusalReason: null,
          action: null,
        }),
      ],
      onOrdered,
    );
    expect(await screen.findByTestId('order-confirmation')).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('000000042');
    expect(screen.getByTestId('order-totals').textContent).toContain('Verzending€\u00a04,95');
    expect(onOrdered).toHaveBeenCalledOnce();
    expect(readPendingPayment('nl-be')).toBeNull();
    expect(localStorage.getItem(checkoutDraftKey('nl-be'))).toBeNull();
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'purchase',
      orderId: '000000042',
      revenue: 45.43,
    });
  });

  it("shows the refusal in the shopper's language with the way back to the payment step, the cart kept", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeDraftAtPayment();
    savePendingPayment('nl-be', {
      order: placedOrderRecordOf(PLACED, totals),
      cartId: 'guest-1',
      guest: true,
      lines,
    });
    const onOrdered = vi.fn();
    await renderResult(
      '?redirectResult=R3fused',
      [
        submitted(JSON.stringify({ details: { redirectResult: 'R3fused' } }), {
          resultCode: 'Refused',
          isFinal: true,
          refusalReason: '3D Not Authenticated',
          action: null,
        }),
      ],
      onOrdered,
    );
    const problem = await screen.findByTestId('payment-result-problem');
    expect(problem.textContent).toContain('De verificatie bij je bank is niet gelukt.');
    expect(screen.getByRole('link', { name: 'Terug naar betalen' }).getAttribute('href')).toBe(
      '/nl-be/checkout?step=payment',
    );
    expect(onOrdered).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[Adyen] The payment was not authorised', 'Refused', []);
    // The next attempt is another order.
    expect(JSON.parse(localStorage.getItem(checkoutDraftKey('nl-be')) ?? '{}').idempotencyKey).not.toBe(
      'key-from-the-draft',
    );
  });

  it('logs the missing cart id of a guest, and a return without an order waiting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    savePendingPayment('nl-be', {
      order: placedOrderRecordOf(PLACED, totals),
      cartId: null,
      guest: true,
      lines,
    });
    await renderResult('?redirectResult=X', [
      {
        request: {
          query: SubmitPaymentDetailsDocument,
          variables: { input: { orderId: '42', details: '{"details":{"redirectResult":"X"}}' } },
        },
        error: new Error('CART_NOT_FOUND'),
      },
    ]);
    expect(await screen.findByTestId('payment-result-problem')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('[Adyen] CartId does not exist');

    sessionStorage.clear();
    error.mockClear();
    await renderResult('?redirectResult=X', []);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[Adyen] No order of this browser tab waits for a payment'),
    );
  });
});

describe('the order confirmation', () => {
  it('shows the order again after a reload, from this tab only, placing nothing', async () => {
    savePlacedOrder(placedOrderRecordOf(PLACED, totals));
    await renderInShop(
      <Routes>
        <Route path="/:store/checkout/confirmation/:orderNumber" element={<ConfirmationPage />} />
      </Routes>,
      { path: '/nl-be/checkout/confirmation/000000042', mocks: [] },
    );
    expect((await screen.findByTestId('order-confirmation')).textContent).toContain('an.peeters@example.com');
  });

  it('says where to find an order this tab does not know', async () => {
    await renderInShop(
      <Routes>
        <Route path="/:store/checkout/confirmation/:orderNumber" element={<ConfirmationPage />} />
      </Routes>,
      { path: '/en-be/checkout/confirmation/000000099', store: 'en-be', mocks: [] },
    );
    const unknown = await screen.findByTestId('order-confirmation-unknown');
    expect(unknown.textContent).toContain('Order 000000099');
    expect(unknown.textContent).toContain('You will find them in the confirmation e-mail.');
  });
});
