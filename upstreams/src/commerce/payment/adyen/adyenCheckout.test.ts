import { HttpClientException } from '@adyen/api-library';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../shared/envelope';
import type { CardPaymentRequest } from '../cardProcessor';
import { AdyenCheckout, type AdyenCheckoutSettings } from './adyenCheckout';

/**
 * The Adyen adapter's requests and answer mapping, with the library's HTTP client replaced by a fake: this
 * machine cannot reach Adyen, so the fake records what the library would send and answers as Adyen does.
 */
interface SentRequest {
  endpoint: string;
  body: Record<string, unknown>;
  apiKey: string | undefined;
  idempotencyKey: string | undefined;
}

type HttpClient = NonNullable<AdyenCheckoutSettings['httpClient']>;

function fakeAdyen(answer: (endpoint: string) => unknown) {
  const sent: SentRequest[] = [];
  const httpClient: HttpClient = {
    request: (endpoint, json, config, _isApiKeyRequired, requestOptions) => {
      sent.push({
        endpoint,
        body: JSON.parse(String(json)) as Record<string, unknown>,
        apiKey: config.apiKey,
        idempotencyKey: requestOptions?.idempotencyKey,
      });
      try {
        return Promise.resolve(JSON.stringify(answer(endpoint)));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
  return { sent, httpClient };
}

const settings = { apiKey: 'test-api-key', merchantAccount: 'PublisherECOM', environment: 'test' } as const;

const paymentRequest: CardPaymentRequest = {
  reference: '000000042',
  amount: { currency: 'EUR', value: 2615 },
  stateData: {
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: 'adyenjs_0_1_25$number',
      encryptedExpiryMonth: 'adyenjs_0_1_25$month',
      encryptedExpiryYear: 'adyenjs_0_1_25$year',
      encryptedSecurityCode: 'adyenjs_0_1_25$cvc',
      holderName: 'Lotte Maes',
    },
    browserInfo: { userAgent: 'Mozilla/5.0', language: 'nl-BE', colorDepth: 24 },
    origin: 'https://shop.example.com',
  },
  returnUrl: 'https://shop.example.com/adyen/process/result',
  shopperEmail: 'lotte.maes@example.com',
  shopperLocale: 'nl-BE',
  countryCode: 'BE',
  billingAddress: {
    firstname: 'Lotte',
    lastname: 'Maes',
    street: ['Veldstraat 3', 'bus 2'],
    city: 'Gent',
    postcode: '9000',
    country_id: 'BE',
  },
  idempotencyKey: '000000042-payment',
};

describe("the Adyen Checkout adapter (Adyen's Node library, HTTP faked)", () => {
  it('starts a payment with /payments: the encrypted card fields, the amount, the return URL, one idempotency key', async () => {
    const action = { type: 'redirect', method: 'GET', url: 'https://test.adyen.com/hpp/3d/validate.shtml' };
    const { sent, httpClient } = fakeAdyen(() => ({
      resultCode: 'RedirectShopper',
      pspReference: 'PSP0000000000001',
      action: { ...action, paymentMethodType: 'scheme' },
    }));
    const answer = await new AdyenCheckout({ ...settings, httpClient }).startPayment(paymentRequest);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      endpoint: 'https://checkout-test.adyen.com/v72/payments',
      apiKey: 'test-api-key',
      idempotencyKey: '000000042-payment',
      body: {
        merchantAccount: 'PublisherECOM',
        reference: '000000042',
        amount: { currency: 'EUR', value: 2615 },
        paymentMethod: paymentRequest.stateData.paymentMethod,
        returnUrl: 'https://shop.example.com/adyen/process/result',
        channel: 'Web',
        shopperInteraction: 'Ecommerce',
        shopperEmail: 'lotte.maes@example.com',
        shopperLocale: 'nl-BE',
        countryCode: 'BE',
        origin: 'https://shop.example.com',
        browserInfo: paymentRequest.stateData.browserInfo,
        billingAddress: {
          street: 'Veldstraat',
          houseNumberOrName: '3 bus 2',
          postalCode: '9000',
          city: 'Gent',
          country: 'BE',
        },
      },
    });
    expect(answer).toEqual({
      resultCode: 'RedirectShopper',
      pspReference: 'PSP0000000000001',
      action: expect.objectContaining(action) as unknown,
    });
  });

  it("maps a refusal with Adyen's refusal reason", async () => {
    const { httpClient } = fakeAdyen(() => ({
      resultCode: 'Refused',
      pspReference: 'PSP0000000000002',
      refusalReason: 'CVC Declined',
      refusalReasonCode: '24',
    }));
    expect(await new AdyenCheckout({ ...settings, httpClient }).startPayment(paymentRequest)).toEqual({
      resultCode: 'Refused',
      pspReference: 'PSP0000000000002',
      refusalReason: 'CVC Declined',
    });
  });

  it('submits the redirect details with /payments/details', async () => {
    const { sent, httpClient } = fakeAdyen(() => ({
      resultCode: 'Authorised',
      pspReference: 'PSP0000000000003',
    }));
    const answer = await new AdyenCheckout({ ...settings, httpClient }).submitDetails({
      details: { redirectResult: 'X6XtfGC3!Y...' },
      idempotencyKey: '000000042-details-abc',
    });
    expect(sent[0]).toMatchObject({
      endpoint: 'https://checkout-test.adyen.com/v72/payments/details',
      idempotencyKey: '000000042-details-abc',
      body: { details: { redirectResult: 'X6XtfGC3!Y...' } },
    });
    expect(answer).toEqual({ resultCode: 'Authorised', pspReference: 'PSP0000000000003' });
  });

  it('asks /paymentMethods for cards and keeps the scheme method', async () => {
    const { sent, httpClient } = fakeAdyen(() => ({
      paymentMethods: [
        { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'bcmc'] },
        { type: 'ideal', name: 'iDEAL' },
      ],
    }));
    const methods = await new AdyenCheckout({ ...settings, httpClient }).paymentMethods({
      amount: { currency: 'EUR', value: 2615 },
      countryCode: 'BE',
      shopperLocale: 'nl-BE',
    });
    expect(sent[0]).toMatchObject({
      endpoint: 'https://checkout-test.adyen.com/v72/paymentMethods',
      body: { merchantAccount: 'PublisherECOM', countryCode: 'BE', allowedPaymentMethods: ['scheme'] },
    });
    expect(methods).toEqual([{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'bcmc'] }]);
  });

  it("turns Adyen's validation error into a 400 with its message, anything else into a 502", async () => {
    const invalid = fakeAdyen(() => {
      throw new HttpClientException({
        message: 'HTTP Exception: 422',
        statusCode: 422,
        responseBody: JSON.stringify({ status: 422, errorCode: '101', message: 'Invalid card number' }),
      });
    });
    await expect(
      new AdyenCheckout({ ...settings, httpClient: invalid.httpClient }).startPayment(paymentRequest),
    ).rejects.toEqual(new UpstreamError(400, 'Invalid card number'));
    const down = fakeAdyen(() => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(
      new AdyenCheckout({ ...settings, httpClient: down.httpClient }).startPayment(paymentRequest),
    ).rejects.toMatchObject({ code: 502 });
  });

  it("calls the live endpoints with the merchant's URL prefix", async () => {
    const { sent, httpClient } = fakeAdyen(() => ({ resultCode: 'Authorised' }));
    await new AdyenCheckout({
      ...settings,
      environment: 'live',
      liveUrlPrefix: 'abc123-Publisher',
      httpClient,
    }).startPayment(paymentRequest);
    expect(sent[0]?.endpoint).toBe(
      'https://abc123-Publisher-checkout-live.adyenpayments.com/checkout/v72/payments',
    );
  });
});
