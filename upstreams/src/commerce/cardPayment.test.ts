import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_MESSAGES,
  DEMO_CUSTOMERS,
  type OrderHistory,
  type OutboxMail,
  type PaymentStatus,
  type ServerCartItem,
  type ShippingInformationResult,
  type StandinCardPayment,
  type VaultCard,
} from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { call, createTestDirs, patchProducts, type TestDirs } from '../shared/testing';
import type { CardProcessor } from './payment/cardProcessor';
import {
  countOrders,
  demoBooks,
  openCommerceState,
  roundPriced,
  startTestCommerce,
  stockQty,
} from './testing';

/** The order's increment id, which the payment's status names as Adyen's merchant reference. */
const ORDER_NUMBER = expect.stringMatching(/^\d{9}$/) as string;

/**
 * The card payment extension over HTTP (seed 000 §7 'Card payment extension', base /api/ext/payment-adyen/)
 * with the local card simulator: a round-priced book of 21.20 (BE, 6 %), shipped at the 4.95 flat rate.
 */
const EXT = '/api/ext/payment-adyen';
const SHOP_URL = 'https://shop.example.com';
const RETURN_URL = `${SHOP_URL}/adyen/process/result`;
let dirs: TestDirs;
let service: RunningService;
let base: string;
let book = '';
/** The payments the platform asked Adyen's part to start, by order reference (increment id). */
const starts = new Map<string, number>();

const post = <T>(pathAndQuery: string, body: unknown = {}, headers?: Record<string, string>) =>
  call<T>(base, pathAndQuery, { body, headers });

const address = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
};
const EMAIL = 'lotte.maes@example.com';
const UNREACHABLE = 'Provider Unreachable';

/** The card component's state data with Adyen's unencrypted test values. */
function stateData(card: { number?: string; month?: string; year?: string; holderName?: string } = {}) {
  return JSON.stringify({
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: `test_${card.number ?? '4111111111111111'}`,
      encryptedExpiryMonth: `test_${card.month ?? '03'}`,
      encryptedExpiryYear: `test_${card.year ?? '2030'}`,
      encryptedSecurityCode: 'test_737',
      holderName: card.holderName ?? 'Lotte Maes',
    },
    browserInfo: { userAgent: 'vitest', language: 'nl-BE' },
  });
}

function paymentInformation(card: Parameters<typeof stateData>[0] = {}, returnUrl: string = RETURN_URL) {
  return {
    paymentMethod: { method: 'adyen_cc', additional_data: { stateData: stateData(card), returnUrl } },
    billingAddress: address,
    shippingAddress: address,
    email: EMAIL,
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    products: [{ sku: book, qty: 1, priceInclTax: 21.2 }],
  };
}

async function guestCart(lines: [string, number][] = [[book, 1]]): Promise<string> {
  const cartId = (await post<string>('/api/cart/create')).result;
  for (const [sku, qty] of lines)
    expect(
      (await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } })).code,
    ).toBe(200);
  return cartId;
}

async function status(orderId: string, query: string): Promise<PaymentStatus> {
  const answer = await call<string>(base, `${EXT}/payment/status/${orderId}?${query}`);
  expect(answer.code).toBe(200);
  return JSON.parse(answer.result) as PaymentStatus;
}

async function fingerprint(orderId: string, query: string, details: Record<string, unknown>) {
  const answer = await post<string>(`${EXT}/payment/fingerprint?${query}`, {
    payload: JSON.stringify({ orderId, details }),
  });
  return {
    ...answer,
    status: answer.code === 200 ? (JSON.parse(answer.result) as PaymentStatus) : undefined,
  };
}

async function standinPayments(orderId: string): Promise<StandinCardPayment[]> {
  return (await call<StandinCardPayment[]>(base, `${EXT}/standin/payments?orderId=${orderId}`)).result;
}

function orderRow(orderId: string): { status: string; payment_method: string } | undefined {
  const db = openCommerceState(dirs, { readonly: true });
  try {
    return db
      .prepare('SELECT status, payment_method FROM orders WHERE entity_id = ?')
      .get(Number(orderId)) as { status: string; payment_method: string } | undefined;
  } finally {
    db.close();
  }
}

async function confirmationMails(orderId: string): Promise<OutboxMail[]> {
  const number = String(orderId).padStart(9, '0');
  const mails = await call<OutboxMail[]>(base, `/api/ext/mail-service/outbox?to=${EMAIL}`);
  return mails.result.filter((mail) => mail.subject === `Order #${number}`);
}

/** Opens the issuer page of a redirect action and presses one of its buttons, as a browser would. */
async function pressIssuerButton(
  action: Record<string, unknown> | undefined,
  button: 'Authenticate' | 'Cancel',
) {
  expect(action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'scheme' });
  const page = await fetch(String(action?.url));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toMatch(/<title>3-D Secure check[^<]*<\/title>/);
  const form = /<form method="post" action="([^"]+)">/.exec(html);
  const reference = /name="reference" value="([^"]+)"/.exec(html);
  const choice = new RegExp(`name="decision" value="([a-z]+)">${button}</button>`).exec(html);
  expect(form && reference && choice).toBeTruthy();
  const answer = await fetch(new URL(form![1]!, String(action?.url)), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ reference: reference![1]!, decision: choice![1]! }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
  const redirectResult = location.searchParams.get('redirectResult');
  expect(redirectResult).toBeTruthy();
  return redirectResult!;
}

beforeAll(async () => {
  dirs = await createTestDirs();
  const [first] = await demoBooks(dirs.dataDir);
  if (!first) throw new Error('too few demo books');
  book = first.sku;
  await patchProducts(dirs.dataDir, dirs.manifest.indexes, {
    [book]: (p) => ({ ...roundPriced(21.2)(p), stock: { ...p.stock, qty: 100, is_in_stock: true } }),
  });
  service = await startTestCommerce(
    dirs,
    { SHOP_URL },
    {
      observeCardProcessor: (processor): CardProcessor => ({
        checkCard: (data) => processor.checkCard(data),
        startPayment: (request) => {
          starts.set(request.reference, (starts.get(request.reference) ?? 0) + 1);
          // Adyen out of reach, for this holder name only.
          if (request.stateData.paymentMethod.holderName === UNREACHABLE)
            return Promise.reject(new Error('connect ETIMEDOUT checkout-test.adyen.com'));
          return processor.startPayment(request);
        },
        submitDetails: (request) => processor.submitDetails(request),
        paymentMethods: (request) => processor.paymentMethods(request),
      }),
    },
  );
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

describe('the checkout calls of the extension', () => {
  it('shipping-details answers the totals and payment methods, as shipping-information does', async () => {
    const cartId = await guestCart();
    const answer = await post<ShippingInformationResult>(`${EXT}/shipping-details?cartId=${cartId}`, {
      shippingDetails: {
        shippingAddress: address,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(answer.result.totals).toMatchObject({ shipping_incl_tax: 4.95, grand_total: 26.15 });
    expect(answer.result.payment_methods.map((m) => m.code)).toContain('adyen_cc');
    expect(await post(`${EXT}/shipping-details?cartId=${cartId}`, {})).toMatchObject({
      code: 400,
      result: 'No shippingDetails element provided within the request body',
    });
  });

  it("methods answers Adyen's /paymentMethods shape as a JSON string; the vault is empty (saved cards off)", async () => {
    const cartId = await guestCart();
    const methods = await post<string>(`${EXT}/methods/nl-be/${cartId}`);
    expect(methods.code).toBe(200);
    expect(JSON.parse(methods.result)).toEqual({
      paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }],
    });
    expect(await post<VaultCard[]>(`${EXT}/vault?cartId=${cartId}`)).toMatchObject({ code: 200, result: [] });
    expect((await post(`${EXT}/vault?token=not-a-token`)).code).toBe(401);
  });
});

describe('a card payment', () => {
  it('authorises 4111 1111 1111 1111: the order is processing, confirmed by mail, the cart ordered', async () => {
    const cartId = await guestCart();
    const stockBefore = await stockQty(base, book);
    const placed = await post<string>(`${EXT}/payment-information?cartId=${cartId}`, paymentInformation());
    expect(placed).toMatchObject({ code: 200, result: expect.stringMatching(/^\d+$/) as string });
    expect(await status(placed.result, `cartId=${cartId}`)).toEqual({
      isFinal: true,
      merchantReference: ORDER_NUMBER,
      resultCode: 'Authorised',
    });
    expect(orderRow(placed.result)).toEqual({ status: 'processing', payment_method: 'adyen_cc' });
    expect(await confirmationMails(placed.result)).toHaveLength(1);
    expect(await stockQty(base, book)).toBe(stockBefore - 1);
    expect((await call(base, `/api/cart/pull?cartId=${cartId}`)).result).toEqual([]);
    expect(await standinPayments(placed.result)).toEqual([
      expect.objectContaining({ amount: { currency: 'EUR', value: 2615 }, resultCode: 'Authorised' }),
    ]);
  });

  it('refuses a DECLINED card: the order is canceled, no mail, the stock and the same cart lines come back', async () => {
    const cartId = await guestCart();
    const stockBefore = await stockQty(base, book);
    const placed = await post<string>(
      `${EXT}/payment-information?cartId=${cartId}`,
      paymentInformation({ holderName: 'DECLINED' }),
      { 'Idempotency-Key': `declined-${cartId}` },
    );
    expect(placed.code).toBe(200);
    expect(await status(placed.result, `cartId=${cartId}`)).toEqual({
      isFinal: true,
      merchantReference: ORDER_NUMBER,
      resultCode: 'Refused',
      refusalReason: 'Refused',
    });
    expect(orderRow(placed.result)?.status).toBe('canceled');
    expect(await confirmationMails(placed.result)).toEqual([]);
    expect(await stockQty(base, book)).toBe(stockBefore);
    const lines = await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${cartId}`);
    expect(lines.result.map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: book, qty: 1 }]);

    // The same key answers the refused order; another card with a new key pays from the same cart.
    const again = await post<string>(
      `${EXT}/payment-information?cartId=${cartId}`,
      paymentInformation({ holderName: 'DECLINED' }),
      { 'Idempotency-Key': `declined-${cartId}` },
    );
    expect(again.result).toBe(placed.result);
    const retry = await post<string>(`${EXT}/payment-information?cartId=${cartId}`, paymentInformation(), {
      'Idempotency-Key': `retry-${cartId}`,
    });
    expect(retry.result).not.toBe(placed.result);
    expect((await status(retry.result, `cartId=${cartId}`)).resultCode).toBe('Authorised');
    expect(await standinPayments(placed.result)).toHaveLength(1);
  });

  it('refuses a card whose expiry has passed with Expired Card', async () => {
    const cartId = await guestCart();
    const placed = await post<string>(
      `${EXT}/payment-information?cartId=${cartId}`,
      paymentInformation({ month: '02', year: '2025' }),
    );
    expect(await status(placed.result, `cartId=${cartId}`)).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Expired Card',
    });
  });

  it('ends in Error when the provider cannot be reached: the order is canceled and the cart given back', async () => {
    const cartId = await guestCart();
    const placed = await post<string>(
      `${EXT}/payment-information?cartId=${cartId}`,
      paymentInformation({ holderName: UNREACHABLE }),
    );
    expect(placed.code).toBe(200);
    // The way there failed: the shopper is not shown its details.
    expect(await status(placed.result, `cartId=${cartId}`)).toEqual({
      isFinal: true,
      merchantReference: ORDER_NUMBER,
      resultCode: 'Error',
      refusalReason: 'The card payment could not be started.',
    });
    expect(orderRow(placed.result)?.status).toBe('canceled');
    expect((await call<unknown[]>(base, `/api/cart/pull?cartId=${cartId}`)).result).toHaveLength(1);
  });

  it('rejects malformed card fields with a clear message and writes nothing', async () => {
    const cartId = await guestCart();
    const ordersBefore = countOrders(dirs);
    const refused = await post<string>(
      `${EXT}/payment-information?cartId=${cartId}`,
      paymentInformation({ number: '4111111111111112' }),
    );
    expect(refused).toMatchObject({ code: 400, result: 'The card number is not valid.' });
    expect(countOrders(dirs)).toBe(ordersBefore);
    expect((await call<unknown[]>(base, `/api/cart/pull?cartId=${cartId}`)).result).toHaveLength(1);
  });

  it("refuses a returnUrl outside the shop's origin before placing anything", async () => {
    const cartId = await guestCart();
    const ordersBefore = countOrders(dirs);
    const refused = await post<string>(
      `${EXT}/payment-information?cartId=${cartId}`,
      paymentInformation({}, 'https://evil.example.com/adyen/process/result'),
    );
    expect(refused).toMatchObject({
      code: 400,
      result: `The returnUrl must be on the shop's origin (${SHOP_URL}).`,
    });
    expect(countOrders(dirs)).toBe(ordersBefore);
  });

  it('places one order and starts one payment when payment-information comes twice (same key, same cart)', async () => {
    const cartId = await guestCart();
    const ordersBefore = countOrders(dirs);
    const headers = { 'Idempotency-Key': `twice-${cartId}` };
    const url = `${EXT}/payment-information?cartId=${cartId}`;
    const [first, doubleClick] = await Promise.all([
      post<string>(url, paymentInformation(), headers),
      post<string>(url, paymentInformation(), headers),
    ]);
    expect(doubleClick.result).toBe(first.result);
    expect((await post<string>(url, paymentInformation())).result).toBe(first.result);
    expect(countOrders(dirs)).toBe(ordersBefore + 1);
    const [payment, ...more] = await standinPayments(first.result);
    expect(more).toEqual([]);
    expect(starts.get(payment!.merchantReference)).toBe(1);
    expect(await status(first.result, `cartId=${cartId}`)).toMatchObject({ resultCode: 'Authorised' });
  });
});

describe('a 3DS2 challenge (4212 3456 7891 0006)', () => {
  it('redirects to the issuer page; Authenticate returns to the shop and the details authorise', async () => {
    const cartId = await guestCart();
    const query = `cartId=${cartId}`;
    const placed = await post<string>(
      `${EXT}/payment-information?${query}`,
      paymentInformation({ number: '4212345678910006' }),
    );
    const pending = await status(placed.result, query);
    expect(pending).toMatchObject({ isFinal: false, resultCode: 'RedirectShopper' });
    expect(String(pending.action?.url)).toContain(`${base}/adyen-standin/3ds2/challenge?`);
    expect(orderRow(placed.result)?.status).toBe('pending_payment');
    expect(await confirmationMails(placed.result)).toEqual([]);

    const redirectResult = await pressIssuerButton(pending.action, 'Authenticate');
    const finished = await fingerprint(placed.result, query, { redirectResult });
    expect(finished.status).toEqual({
      isFinal: true,
      resultCode: 'Authorised',
      merchantReference: ORDER_NUMBER,
    });
    // The same details again answer the same final result.
    expect((await fingerprint(placed.result, query, { redirectResult })).status).toEqual(finished.status);
    expect(orderRow(placed.result)?.status).toBe('processing');
    expect(await confirmationMails(placed.result)).toHaveLength(1);
    expect(await standinPayments(placed.result)).toHaveLength(1);
  });

  it("Cancel refuses with '3D Not Authenticated' and gives the cart back", async () => {
    const cartId = await guestCart();
    const query = `cartId=${cartId}`;
    const placed = await post<string>(
      `${EXT}/payment-information?${query}`,
      paymentInformation({ number: '4212 3456 7891 0006' }),
    );
    const redirectResult = await pressIssuerButton((await status(placed.result, query)).action, 'Cancel');
    expect((await fingerprint(placed.result, query, { redirectResult })).status).toEqual({
      isFinal: true,
      merchantReference: ORDER_NUMBER,
      resultCode: 'Refused',
      refusalReason: '3D Not Authenticated',
    });
    expect(orderRow(placed.result)?.status).toBe('canceled');
    expect((await call<unknown[]>(base, `/api/cart/pull?${query}`)).result).toHaveLength(1);
  });

  it('refuses details that do not belong to the payment, and leaves it waiting', async () => {
    const cartId = await guestCart();
    const query = `cartId=${cartId}`;
    const placed = await post<string>(
      `${EXT}/payment-information?${query}`,
      paymentInformation({ number: '4212345678910006' }),
    );
    const wrong = await fingerprint(placed.result, query, { redirectResult: 'made-up' });
    expect(wrong).toMatchObject({ code: 400, result: 'The redirectResult does not belong to this payment.' });
    expect((await status(placed.result, query)).resultCode).toBe('RedirectShopper');
  });

  it('answers an unknown issuer page reference with a 404 page', async () => {
    const page = await fetch(`${base}/adyen-standin/3ds2/challenge?reference=nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('There is no 3-D Secure check with this reference.');
  });
});

describe("a customer's card payment", () => {
  it("pays the customer's cart by token; the order joins their history as processing", async () => {
    const token = (
      await post<string>('/api/user/login', {
        username: DEMO_CUSTOMERS.general.email,
        password: DEMO_CUSTOMERS.general.password,
      })
    ).result;
    const cartId = (await post<string>(`/api/cart/create?token=${token}`)).result;
    await post(`/api/cart/update?token=${token}`, { cartItem: { sku: book, qty: 1, quoteId: cartId } });

    // Without its token, the customer's cart is not the caller's.
    const asGuest = await post<string>(`${EXT}/payment-information?cartId=${cartId}`, paymentInformation());
    expect(asGuest).toMatchObject({ code: 401, result: CUSTOMER_MESSAGES.consumerNotAuthorized });

    const placed = await post<string>(`${EXT}/payment-information?token=${token}`, paymentInformation());
    expect(placed.code).toBe(200);
    expect(await status(placed.result, `token=${token}`)).toMatchObject({ resultCode: 'Authorised' });
    expect((await call(base, `${EXT}/payment/status/${placed.result}?cartId=${cartId}`)).code).toBe(401);
    const history = await call<OrderHistory>(base, `/api/user/order-history?token=${token}`);
    expect(history.result.items[0]).toMatchObject({ entity_id: Number(placed.result), status: 'processing' });
  });

  it("gives a refused customer's cart back as their active cart", async () => {
    const token = (
      await post<string>('/api/user/login', {
        username: DEMO_CUSTOMERS.b2b.email,
        password: DEMO_CUSTOMERS.b2b.password,
      })
    ).result;
    const cartId = (await post<string>(`/api/cart/create?token=${token}`)).result;
    await post(`/api/cart/update?token=${token}`, { cartItem: { sku: book, qty: 2, quoteId: cartId } });
    const info = {
      ...paymentInformation({ holderName: 'NOT_ENOUGH_BALANCE' }),
      products: [{ sku: book, qty: 2 }],
    };
    const placed = await post<string>(`${EXT}/payment-information?token=${token}`, info);
    expect(await status(placed.result, `token=${token}`)).toMatchObject({
      refusalReason: 'Not enough balance',
    });
    expect((await post<string>(`/api/cart/create?token=${token}`)).result).toBe(cartId);
    const lines = await call<ServerCartItem[]>(base, `/api/cart/pull?token=${token}`);
    expect(lines.result.map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: book, qty: 2 }]);
    const history = await call<OrderHistory>(base, `/api/user/order-history?token=${token}`);
    expect(history.result.items[0]).toMatchObject({ entity_id: Number(placed.result), status: 'canceled' });
  });
});
