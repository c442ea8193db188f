import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@/shared/config/runtimeConfig';
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
import { readPendingPayment } from './placedOrderStore';
import { SubmitPaymentDetailsDocument } from './SubmitPaymentDetails.generated';

/** The card payment library is mocked: its fields are the provider's frames, which a unit test cannot load. */
const adyen = vi.hoisted(() => ({
  options: [] as Record<string, unknown>[],
  cards: [] as { props: unknown; mounted: boolean }[],
  actions: [] as unknown[],
  cardState: { isValid: true, data: { paymentMethod: { type: 'scheme', encryptedCardNumber: 'enc-4111' } } },
}));

vi.mock('./adyen/loadAdyenWeb', () => ({
  loadAdyenWeb: async () => ({
    AdyenCheckout: async (options: Record<string, unknown>) => {
      adyen.options.push(options);
      return {
        createFromAction: (action: unknown) => {
          adyen.actions.push(action);
          return { mount: () => undefined };
        },
      };
    },
    Card: class {
      record: { props: unknown; mounted: boolean };
      constructor(_checkout: unknown, props: unknown) {
        this.record = { props, mounted: false };
        adyen.cards.push(this.record);
      }
      get isValid() {
        return adyen.cardState.isValid;
      }
      get data() {
        return adyen.cardState.data;
      }
      showValidation() {
        return this;
      }
      mount() {
        this.record.mounted = true;
        return this;
      }
      unmount() {
        return this;
      }
    },
  }),
}));

const cart = checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING, paymentMethods: [CHECKMO, CARD] });

function renderPayment(mocks: MockedResponse[] = [], onOrdered = vi.fn()) {
  storeDraftAtPayment({ paymentMethodCode: 'adyen_cc' });
  return renderInShop(
    <Routes>
      <Route
        path="/:store/checkout"
        element={<CheckoutPage cartId="guest-1" cartReady onOrdered={onOrdered} />}
      />
    </Routes>,
    {
      path: '/nl-be/checkout?step=payment',
      mocks: [
        guestSession,
        checkoutPageQuery('guest-1', cart),
        setPaymentMethod('guest-1', 'adyen_cc', cart),
        ...mocks,
      ],
    },
  );
}

beforeEach(() => {
  adyen.options.length = 0;
  adyen.cards.length = 0;
  adyen.actions.length = 0;
  adyen.cardState.isValid = true;
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">{"adyen":{"clientKey":"local_standin","environment":"test","checkoutshopperUrl":"http://127.0.0.1:4101/checkoutshopper/"}}</script>`,
  );
});

afterEach(() => {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('card payment (seed 000 §3 Payment state, §7 card payment extension)', () => {
  it("mounts the Card component with the web server's settings, pointed at the local stand-in", async () => {
    await renderPayment();
    await waitFor(() => expect(adyen.cards[0]?.mounted).toBe(true));
    expect(adyen.options[0]).toMatchObject({
      clientKey: 'local_standin',
      environment: 'test',
      locale: 'nl-NL',
      countryCode: 'BE',
      amount: { value: 4543, currency: 'EUR' },
      analytics: { enabled: false },
      _environmentUrls: {
        api: 'http://127.0.0.1:4101/checkoutshopper/',
        analytics: 'http://127.0.0.1:4101/checkoutshopper/',
        cdn: {
          images: 'http://127.0.0.1:4101/checkoutshopper/',
          translations: 'http://127.0.0.1:4101/checkoutshopper/',
        },
      },
    });
    expect(adyen.cards[0]?.props).toMatchObject({ showPayButton: false });
  });

  it("sends the component's state data and the return address, and shows a refusal in the shopper's language", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: Record<string, unknown>[] = [];
    await renderPayment([
      placeOrder(
        sent,
        placeOrderAnswer({
          order: PLACED,
          payment: {
            __typename: 'Payment',
            resultCode: 'Refused',
            isFinal: true,
            refusalReason: 'Expired Card',
            action: null,
          },
        }),
      ),
    ]);
    await waitFor(() => expect(adyen.cards[0]?.mounted).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    expect((await screen.findByTestId('payment-refusal')).textContent).toBe('Deze kaart is verlopen.');
    expect(JSON.parse(sent[0]?.paymentData as string)).toEqual(adyen.cardState.data);
    expect(sent[0]?.returnUrl).toBe(`${window.location.origin}/nl-be/adyen/process/result`);
    expect(sent[0]?.paymentMethodCode).toBe('adyen_cc');
    // The cart stays, the shopper stays on the payment step, the refusal is logged.
    expect(screen.getByRole('button', { name: 'Bestelling plaatsen' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('[Adyen] The payment was refused', 'Expired Card');
  });

  it('shows a refusal reason the shop does not know as the card scheme gave it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPayment([
      placeOrder(
        [],
        placeOrderAnswer({
          order: PLACED,
          payment: {
            __typename: 'Payment',
            resultCode: 'Refused',
            isFinal: true,
            refusalReason: 'Issuer Suspected Fraud',
            action: null,
          },
        }),
      ),
    ]);
    await waitFor(() => expect(adyen.cards[0]?.mounted).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    expect((await screen.findByTestId('payment-refusal')).textContent).toBe('Issuer Suspected Fraud');
  });

  it('asks for the card details before sending anything when the card is incomplete', async () => {
    adyen.cardState.isValid = false;
    const sent: Record<string, unknown>[] = [];
    await renderPayment([placeOrder(sent, placeOrderAnswer({ order: PLACED }))]);
    await waitFor(() => expect(adyen.cards[0]?.mounted).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    expect((await screen.findByTestId('payment-refusal')).textContent).toBe(
      'Vul je kaartgegevens volledig in.',
    );
    expect(sent).toHaveLength(0);
  });

  it("performs the provider's action, keeping the order for the return address", async () => {
    const action = {
      type: 'redirect',
      url: 'https://issuer.example/3ds',
      method: 'GET',
      paymentMethodType: 'scheme',
    };
    await renderPayment([
      placeOrder(
        [],
        placeOrderAnswer({
          order: PLACED,
          payment: {
            __typename: 'Payment',
            resultCode: 'RedirectShopper',
            isFinal: false,
            refusalReason: null,
            action: JSON.stringify(action),
          },
        }),
      ),
    ]);
    await waitFor(() => expect(adyen.cards[0]?.mounted).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    await waitFor(() => expect(adyen.actions).toEqual([action]));
    expect(readPendingPayment('nl-be')).toMatchObject({
      order: { id: '42', number: '000000042' },
      cartId: 'guest-1',
      guest: true,
    });
  });

  describe('a 3DS2 challenge in the page', () => {
    const challenge = {
      type: 'threeDS2',
      subtype: 'challenge',
      token: 'challenge-token',
      paymentMethodType: 'scheme',
    };
    const details = { details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' } };
    const placed = placeOrder(
      [],
      placeOrderAnswer({
        order: PLACED,
        payment: {
          __typename: 'Payment',
          resultCode: 'ChallengeShopper',
          isFinal: false,
          refusalReason: null,
          action: JSON.stringify(challenge),
        },
      }),
    );
    const submitted = (resultCode: string): MockedResponse => ({
      request: {
        query: SubmitPaymentDetailsDocument,
        variables: { input: { cartId: 'guest-1', orderId: '42', details: JSON.stringify(details) } },
      },
      result: {
        data: {
          submitPaymentDetails: {
            __typename: 'PaymentDetailsPayload',
            orderId: '42',
            payment: { __typename: 'Payment', resultCode, isFinal: true, refusalReason: null, action: null },
            userErrors: [],
          },
        },
      },
    });

    /** The shopper completes the challenge: the component hands its details to onAdditionalDetails. */
    async function completeChallenge() {
      await waitFor(() => expect(adyen.actions).toEqual([challenge]));
      expect(readPendingPayment('nl-be')).toMatchObject({ order: { id: '42' } });
      const onAdditionalDetails = adyen.options[0]?.onAdditionalDetails as (
        state: { data: unknown },
        component: unknown,
        actions: { resolve(): void; reject(): void },
      ) => void;
      onAdditionalDetails({ data: details }, null, { resolve: () => undefined, reject: () => undefined });
    }

    it('submits its details and confirms the order once authorised', async () => {
      const onOrdered = vi.fn();
      await renderPayment([placed, submitted('Authorised')], onOrdered);
      await waitFor(() => expect(adyen.cards[0]?.mounted).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
      await completeChallenge();
      await waitFor(() => expect(onOrdered).toHaveBeenCalledOnce());
      expect(readPendingPayment('nl-be')).toBeNull();
    });

    it('shows a failed payment and forgets the order waiting for it', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await renderPayment([placed, submitted('Error')]);
      await waitFor(() => expect(adyen.cards[0]?.mounted).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
      await completeChallenge();
      expect((await screen.findByTestId('payment-refusal')).textContent).toBe(
        'De betaling is niet gelukt. Probeer het opnieuw of kies een andere betaalwijze.',
      );
      expect(error).toHaveBeenCalledWith('[Adyen] The payment failed', 'Error');
      // No payment waits at the issuer any more: a later payment return cannot finish this order.
      expect(readPendingPayment('nl-be')).toBeNull();
    });
  });
});
