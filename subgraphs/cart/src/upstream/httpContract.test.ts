import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type PaymentInformationBody } from '@shop/contracts';
import { CLASSREADING_BUNDLE_MESSAGE } from '@shop/validation';
import { HttpCommercePlatform } from './http';

/**
 * Answers the commerce stand-in does not give yet, against a local HTTP server that answers as the contracts
 * say: the card payment extension's calls (seed 000 §7, @shop/contracts payment.ts: the paths under
 * /api/ext/payment-adyen/, the guest's cartId or the customer's token, the Idempotency-Key header, the
 * JSON-string results) and the platform's refusal of a cart update that mixes a classreading bundle.
 */
const PORT = 4751;
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}
let server: Server;
let seen: Seen[] = [];
/** The answer of the next call: HTTP status and envelope. */
let answers: { status: number; envelope: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      });
      const answer = answers.shift() ?? {
        status: 500,
        envelope: { code: 500, result: 'no answer prepared' },
      };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.envelope));
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  answers = [];
});

function platform(customerToken: string | null = null) {
  return new HttpCommercePlatform({
    baseUrl: `http://127.0.0.1:${PORT}`,
    timeoutMs: 2000,
    requestId: 'card-test',
    storeCode: 'nl-be',
    customerToken,
  });
}

const address = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
};
const body: PaymentInformationBody = {
  paymentMethod: {
    method: 'adyen_cc',
    additional_data: { stateData: '{"paymentMethod":{"type":"scheme"}}' },
  },
  billingAddress: address,
  email: 'lotte@example.be',
  shippingAddress: address,
  shipping_carrier_code: 'flatrate',
  shipping_method_code: 'flatrate',
  products: [{ sku: '9789044800001', qty: 1, priceInclTax: 14.99 }],
};

describe('HttpCommercePlatform: card payment extension', () => {
  it("places a guest's card order with the cart id and the Idempotency-Key, and answers the order id", async () => {
    answers = [{ status: 200, envelope: { code: 200, result: 42 } }];
    expect(await platform().paymentInformation('guest-cart', body, 'card-key-1')).toEqual({
      ok: true,
      value: '42',
    });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/ext/payment-adyen/payment-information',
        query: { storeCode: 'nl-be', cartId: 'guest-cart' },
        body,
      }),
    ]);
    expect(seen[0]!.headers['idempotency-key']).toBe('card-key-1');
    expect(seen[0]!.headers['x-request-id']).toBe('card-test');
  });

  it("sends a customer's token instead of the cart id", async () => {
    answers = [{ status: 200, envelope: { code: 200, result: '43' } }];
    await platform('customer-token').paymentInformation('customer-cart', body, 'card-key-2');
    expect(seen[0]!.query).toEqual({ storeCode: 'nl-be', token: 'customer-token' });
  });

  it("maps the extension's refusals of the order like POST /api/order's", async () => {
    answers = [
      { status: 400, envelope: { code: 400, result: ORDER_MESSAGES.cartChanged } },
      { status: 400, envelope: { code: 400, result: 'The billing address is missing city.' } },
    ];
    expect(await platform().paymentInformation('guest-cart', body, 'k')).toEqual({
      ok: false,
      failure: 'CART_CHANGED',
      message: ORDER_MESSAGES.cartChanged,
    });
    expect(await platform().paymentInformation('guest-cart', body, 'k')).toEqual({
      ok: false,
      failure: 'ORDER_REFUSED',
      message: 'The billing address is missing city.',
    });
  });

  it('reads the payment status from the JSON string of the result', async () => {
    const action = { type: 'threeDS2', subtype: 'challenge', token: 'abc' };
    answers = [
      {
        status: 200,
        envelope: {
          code: 200,
          result: JSON.stringify({ isFinal: false, resultCode: 'ChallengeShopper', action }),
        },
      },
      {
        status: 200,
        envelope: {
          code: 200,
          result: JSON.stringify({ isFinal: true, resultCode: 'Refused', refusalReason: 'Expired Card' }),
        },
      },
    ];
    expect(await platform().paymentStatus('guest-cart', '42')).toEqual({
      ok: true,
      value: { isFinal: false, resultCode: 'ChallengeShopper', action },
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/api/ext/payment-adyen/payment/status/42',
      query: { cartId: 'guest-cart' },
    });
    expect(await platform().paymentStatus('guest-cart', '42')).toEqual({
      ok: true,
      value: { isFinal: true, resultCode: 'Refused', refusalReason: 'Expired Card' },
    });
  });

  it('sends the shopper action details to payment/fingerprint and reads the status it answers', async () => {
    const payload = JSON.stringify({ orderId: '42', details: { threeDSResult: 'eyJ0' } });
    answers = [
      {
        status: 200,
        envelope: { code: 200, result: JSON.stringify({ isFinal: true, resultCode: 'Authorised' }) },
      },
    ];
    expect(await platform().paymentDetails('guest-cart', { payload })).toEqual({
      ok: true,
      value: { isFinal: true, resultCode: 'Authorised' },
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/ext/payment-adyen/payment/fingerprint',
      body: { payload },
    });
  });

  it('answers refused details and unknown orders as failures, a malformed status as an upstream error', async () => {
    answers = [
      { status: 400, envelope: { code: 400, result: 'The payment details are not valid.' } },
      { status: 404, envelope: { code: 404, result: 'The order 404 does not exist.' } },
      { status: 200, envelope: { code: 200, result: '{"resultCode":"Maybe"}' } },
    ];
    expect(await platform().paymentDetails('guest-cart', { payload: '{}' })).toEqual({
      ok: false,
      failure: 'PAYMENT_DETAILS_REFUSED',
      message: 'The payment details are not valid.',
    });
    expect(await platform().paymentStatus('guest-cart', '404')).toEqual({
      ok: false,
      failure: 'ORDER_NOT_FOUND',
      message: 'The order 404 does not exist.',
    });
    await expect(platform().paymentStatus('guest-cart', '42')).rejects.toMatchObject({
      message: 'Unhandled error, wrong response format!',
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
  });
});

describe('HttpCommercePlatform: the classreading bundle rule of the platform (seed 001 §5)', () => {
  it("answers a cart update refused with the rule's message as CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS", async () => {
    answers = [{ status: 400, envelope: { code: 400, result: CLASSREADING_BUNDLE_MESSAGE } }];
    expect(
      await platform().cartUpdate('guest-cart', { sku: 'KLAS-0001', qty: 1, quoteId: 'guest-cart' }),
    ).toEqual({
      ok: false,
      failure: 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS',
      message: CLASSREADING_BUNDLE_MESSAGE,
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/cart/update',
      query: { cartId: 'guest-cart' },
    });
  });
});
