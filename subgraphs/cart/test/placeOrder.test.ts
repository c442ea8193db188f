import { describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '@shop/contracts';
import { shippingInformationBody } from '../src/domain/checkout/addresses';
import { FAKE_CARDS } from '../src/upstream/fakeCheckout';
import { AN, tokenOf } from './accounts';
import {
  BILLING_ADDRESS,
  CHECKOUT_SKU,
  PERSONAL_DETAILS,
  SHIPPING_ADDRESS,
  SKU,
  USER_ERRORS,
  checkoutPlatform,
  type UserError,
} from './checkoutFixtures';
import { execute, executeWithContext, type ExecuteOptions } from './harness';
import type { FakeCommercePlatform } from '../src/upstream/fake';

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order { id number email createdAt accountCreated }
    payment { resultCode isFinal refusalReason action }
    ${USER_ERRORS}
  }
}`;

const SUBMIT_DETAILS = `mutation Details($input: SubmitPaymentDetailsInput!) {
  submitPaymentDetails(input: $input) { orderId payment { resultCode isFinal refusalReason } ${USER_ERRORS} }
}`;

interface PlaceOrderPayload {
  order: {
    id: string;
    number: string;
    email: string;
    createdAt: string | null;
    accountCreated: boolean;
  } | null;
  payment: {
    resultCode: string;
    isFinal: boolean;
    refusalReason: string | null;
    action: string | null;
  } | null;
  userErrors: UserError[];
}

function orderInput(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: 'order-key-1',
    personalDetails: PERSONAL_DETAILS,
    shippingAddress: SHIPPING_ADDRESS,
    shippingCarrierCode: 'flatrate',
    shippingMethodCode: 'flatrate',
    billingAddress: BILLING_ADDRESS,
    paymentMethodCode: 'checkmo',
    ...overrides,
  };
}

async function placeOrder(
  platform: FakeCommercePlatform,
  input: Record<string, unknown>,
  options?: ExecuteOptions,
) {
  const result = await execute<{ placeOrder: PlaceOrderPayload }>(platform, PLACE_ORDER, { input }, options);
  expect(result.errors).toBeUndefined();
  return result.data!.placeOrder;
}

const cardData = (encryptedCardNumber: string) =>
  JSON.stringify({
    paymentMethod: { type: 'scheme', encryptedCardNumber },
    browserInfo: { language: 'nl-BE' },
  });

describe('placeOrder for a guest (seed 000 §4 Checkout, §7 Orders)', () => {
  it('sends the order body with the products, both addresses with the school fields, the method codes and the key', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([
      { sku: SKU.inStock, qty: 2 },
      { sku: SKU.unmanaged, qty: 1 },
    ]);
    const payload = await placeOrder(platform, orderInput({ cartId }));
    expect(payload).toEqual({
      order: {
        id: '1',
        number: '100000001',
        email: 'lotte.maes@example.be',
        createdAt: '2026-11-24T10:00:00.000Z',
        accountCreated: false,
      },
      payment: null,
      userErrors: [],
    });
    const shipping = {
      firstname: 'Lotte',
      lastname: 'Maes',
      street: ['Veldstraat 3', '2 | achterdeur'],
      city: 'Gent',
      postcode: '9000',
      country_id: 'BE',
      telephone: '+32 9 123 45 67',
      email: 'lotte.maes@example.be',
    };
    expect(platform.calls.placeOrder).toEqual([
      {
        idempotencyKey: 'order-key-1',
        body: {
          cart_id: cartId,
          products: [
            { sku: SKU.inStock, qty: 2, priceInclTax: 14.99, name: 'De Gruffalo' },
            { sku: SKU.unmanaged, qty: 1, priceInclTax: 9.95, name: 'Nijntje (print on demand)' },
          ],
          addressInformation: {
            shippingAddress: shipping,
            billingAddress: {
              ...shipping,
              company: 'Basisschool De Linde',
              vat_id: 'BE0999999999',
              schoolCode: 'SCH-12345',
              amountOfStudents: 24,
            },
            shipping_method_code: 'flatrate',
            shipping_carrier_code: 'flatrate',
            payment_method_code: 'checkmo',
          },
        },
      },
    ]);
    // The cart's lines and payment methods are checked and the order body built from one read of each.
    expect(platform.calls.cartPull).toEqual([cartId]);
    expect(platform.calls.paymentMethods).toEqual([cartId]);
    expect(platform.cartLines(cartId)).toEqual([]);
  });

  it("answers a bank transfer's payment instructions: the account, the grand total, the structured reference", async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 2 }]);
    // The grand total for the address and method, as the order charges it (the shipping segment included).
    const before = await platform.shippingInformation(
      cartId,
      shippingInformationBody(SHIPPING_ADDRESS, 'flatrate', 'flatrate'),
    );
    const grandTotal = before.ok ? before.value.totals.grand_total : NaN;
    const result = await execute<{
      placeOrder: { order: { number: string; paymentInstructions: Record<string, unknown> | null } };
    }>(
      platform,
      `mutation PlaceOrder($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          order { number paymentInstructions { iban bic beneficiary amount { value currency } reference referenceKind dueDate } }
        }
      }`,
      { input: orderInput({ cartId }) },
    );
    expect(result.data?.placeOrder.order).toEqual({
      number: '100000001',
      paymentInstructions: {
        iban: 'BE68539007547034',
        bic: 'DEMOBEB1',
        beneficiary: 'Clavis (demo)',
        amount: { value: grandTotal, currency: 'EUR' },
        // 0100000001 mod 97 = 82
        reference: '+++010/0000/00182+++',
        referenceKind: 'BELGIAN_STRUCTURED',
        // Placed on 2026-11-24 (the fake's clock): 14 days on.
        dueDate: '2026-12-08',
      },
    });
  });

  it('answers the first order to the same key, and places one order (a double click, a reload)', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const first = await placeOrder(platform, orderInput({ cartId }));
    const second = await placeOrder(platform, orderInput({ cartId }));
    expect(second).toEqual(first);
    expect(platform.placedOrders).toHaveLength(1);
    // The platform answers the first order (orderOnceContract.test.ts holds the fake to that): what the subgraph
    // owes it is the same key and the same cart each time, one call per press, the second with the ordered cart.
    const [firstCall, secondCall, ...more] = platform.calls.placeOrder;
    expect(more).toEqual([]);
    expect([firstCall?.idempotencyKey, secondCall?.idempotencyKey]).toEqual(['order-key-1', 'order-key-1']);
    expect(firstCall?.body).toMatchObject({
      cart_id: cartId,
      products: [{ sku: SKU.inStock, qty: 1, priceInclTax: 14.99 }],
    });
    expect(secondCall?.body).toEqual({ ...firstCall?.body, products: [] });
    expect(platform.calls.cartPull).toEqual([cartId, cartId]);
    expect(platform.calls.paymentInformation).toEqual([]);
  });

  it('places one order when the same key arrives twice at once (an offline order confirmed in two tabs)', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const [first, second] = await Promise.all([
      placeOrder(platform, orderInput({ cartId })),
      placeOrder(platform, orderInput({ cartId })),
    ]);
    expect(first.order?.number).toBeTruthy();
    expect(second).toEqual(first);
    expect(platform.placedOrders).toHaveLength(1);
    // Both went to the platform with the same key: its key, kept for every cart service, makes them one order.
    expect(platform.calls.placeOrder.map((call) => call.idempotencyKey)).toEqual([
      'order-key-1',
      'order-key-1',
    ]);
  });

  it('bills the shipping address with the personal details names when no billing address is given', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    await placeOrder(
      platform,
      orderInput({ cartId, billingAddress: null, personalDetails: { ...PERSONAL_DETAILS, firstname: 'An' } }),
    );
    const billing = platform.calls.placeOrder[0]!.body.addressInformation.billingAddress;
    expect(billing).toMatchObject({
      firstname: 'An',
      lastname: 'Maes',
      street: ['Veldstraat 3', '2 | achterdeur'],
    });
    expect(billing).not.toHaveProperty('company');
  });

  it('checks every step again and asks nothing when one is broken', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const payload = await placeOrder(
      platform,
      orderInput({
        cartId,
        personalDetails: { ...PERSONAL_DETAILS, email: 'lotte@' },
        shippingAddress: { ...SHIPPING_ADDRESS, countryId: 'FR' },
        billingAddress: { ...BILLING_ADDRESS, postcode: '90' },
      }),
    );
    expect(payload.order).toBeNull();
    expect(payload.userErrors.map((error) => [error.code, error.field])).toEqual([
      ['INVALID_EMAIL', 'personalDetails.email'],
      ['COUNTRY_NOT_SHIPPED', 'shippingAddress.countryId'],
      ['ZIP_CODE_TOO_SHORT', 'billingAddress.postcode'],
    ]);
    expect(platform.calls.cartPull).toEqual([]);
    expect(platform.calls.placeOrder).toEqual([]);
  });

  it('refuses malformed input with BAD_USER_INPUT before asking anything', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    for (const [input, argumentName] of [
      [orderInput({ cartId, idempotencyKey: '  ' }), 'idempotencyKey'],
      [orderInput({ cartId, idempotencyKey: 'k'.repeat(201) }), 'idempotencyKey'],
      [orderInput({ cartId, paymentMethodCode: 'adyen_cc', paymentData: '{not json' }), 'paymentData'],
    ] as const) {
      const result = await execute(platform, PLACE_ORDER, { input });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName });
    }
    expect(platform.calls.cartPull).toEqual([]);
  });

  it('answers the refusals of the platform with stable codes', async () => {
    const platform = checkoutPlatform();
    const empty = platform.seedCart([]);
    expect(
      (await placeOrder(platform, orderInput({ cartId: empty, idempotencyKey: 'empty' }))).userErrors,
    ).toEqual([{ code: 'EMPTY_CART', message: ORDER_MESSAGES.emptyCart, field: null }]);

    const small = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const noFreeShipping = await placeOrder(
      platform,
      orderInput({
        cartId: small,
        idempotencyKey: 'free',
        shippingCarrierCode: 'freeshipping',
        shippingMethodCode: 'freeshipping',
      }),
    );
    expect(noFreeShipping.userErrors.map((error) => error.code)).toEqual(['SHIPPING_METHOD_NOT_AVAILABLE']);

    platform.state.products.get(SKU.inStock)!.stock.is_in_stock = false;
    const gone = await placeOrder(platform, orderInput({ cartId: small, idempotencyKey: 'gone' }));
    expect(gone.userErrors).toEqual([
      { code: 'OUT_OF_STOCK', message: 'Product that you are trying to add is not available.', field: null },
    ]);

    const unknown = await placeOrder(
      platform,
      orderInput({ cartId: 'no-such-cart', idempotencyKey: 'unknown' }),
    );
    expect(unknown.userErrors.map((error) => error.code)).toEqual(['CART_NOT_FOUND']);
  });

  it("answers CART_CHANGED when the platform's prices or quantities changed since the shopper saw them", async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const placed = vi
      .spyOn(platform, 'placeOrder')
      .mockResolvedValue({ ok: false, failure: 'CART_CHANGED', message: ORDER_MESSAGES.cartChanged });
    const payload = await placeOrder(platform, orderInput({ cartId }));
    expect(placed).toHaveBeenCalledOnce();
    expect(payload).toEqual({
      order: null,
      payment: null,
      userErrors: [{ code: 'CART_CHANGED', message: ORDER_MESSAGES.cartChanged, field: null }],
    });
  });

  it('refuses a cart that mixes a classreading bundle with a book (seed 001 §5), and cash on delivery for a virtual cart', async () => {
    const platform = checkoutPlatform();
    const mixed = platform.seedCart([
      { sku: CHECKOUT_SKU.bundle, qty: 1 },
      { sku: SKU.inStock, qty: 1 },
    ]);
    expect((await placeOrder(platform, orderInput({ cartId: mixed }))).userErrors).toEqual([
      {
        code: 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS',
        message: 'Classreading bundles should be bought without any other products.',
        field: null,
      },
    ]);
    const virtual = platform.seedCart([{ sku: CHECKOUT_SKU.licence, qty: 1 }]);
    expect(
      (
        await placeOrder(
          platform,
          orderInput({ cartId: virtual, idempotencyKey: 'cod', paymentMethodCode: 'cashondelivery' }),
        )
      ).userErrors,
    ).toEqual([
      {
        code: 'PAYMENT_METHOD_NOT_AVAILABLE',
        message: 'The requested Payment Method is not available.',
        field: 'paymentMethodCode',
      },
    ]);
    expect(platform.calls.placeOrder).toEqual([]);
  });
});

describe('placeOrder with createAccount', () => {
  it('creates the account, joins the guest cart, starts the session and places the order as the customer', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 2 }]);
    const { result, context } = await executeWithContext<{ placeOrder: PlaceOrderPayload }>(
      platform,
      PLACE_ORDER,
      {
        input: orderInput({
          cartId,
          personalDetails: {
            ...PERSONAL_DETAILS,
            createAccount: true,
            password: 'Lezen123!',
            passwordConfirmation: 'Lezen123!',
            acceptPrivacyPolicy: true,
          },
        }),
      },
    );
    expect(result.data?.placeOrder.userErrors).toEqual([]);
    expect(result.data?.placeOrder.order).toMatchObject({
      email: PERSONAL_DETAILS.email,
      accountCreated: true,
    });
    expect(context.session.change?.kind).toBe('renewed');
    expect(platform.calls.accounts.slice(0, 2)).toEqual(['create', 'login']);
    const customer = platform.state.customers.get(PERSONAL_DETAILS.email)!;
    expect(platform.placedOrders[0]).toMatchObject({
      customerEmail: PERSONAL_DETAILS.email,
      products: [{ sku: SKU.inStock, qty: 2 }],
    });
    expect(platform.calls.placeOrder[0]!.body.user_id).toBe(customer.profile.id);

    const token = context.session.change?.kind === 'renewed' ? context.session.change.tokens.token : '';
    const me = await execute<{ me: { orders: { items: { number: string }[] } } }>(
      platform,
      '{ me { orders { items { number } } } }',
      {},
      { token },
    );
    expect(me.data?.me.orders.items).toEqual([{ number: result.data!.placeOrder.order!.number }]);
  });

  it('creates no account for a cart the order would refuse (cash on delivery for a virtual cart)', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: CHECKOUT_SKU.ebook, qty: 1 }]);
    const payload = await placeOrder(
      platform,
      orderInput({
        cartId,
        paymentMethodCode: 'cashondelivery',
        personalDetails: {
          ...PERSONAL_DETAILS,
          createAccount: true,
          password: 'Lezen123!',
          passwordConfirmation: 'Lezen123!',
          acceptPrivacyPolicy: true,
        },
      }),
    );
    expect(payload.userErrors.map((error) => error.code)).toEqual(['PAYMENT_METHOD_NOT_AVAILABLE']);
    expect(platform.calls.accounts).toEqual([]);
    expect(platform.state.customers.has(PERSONAL_DETAILS.email)).toBe(false);
  });

  it('refuses an email that has an account, with the field in the personal details, and places nothing', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const payload = await placeOrder(
      platform,
      orderInput({
        cartId,
        personalDetails: {
          ...PERSONAL_DETAILS,
          email: AN.email,
          createAccount: true,
          password: 'Lezen123!',
          passwordConfirmation: 'Lezen123!',
          acceptPrivacyPolicy: true,
        },
      }),
    );
    expect(payload.userErrors.map((error) => [error.code, error.field])).toEqual([
      ['EMAIL_EXISTS', 'personalDetails.email'],
    ]);
    expect(platform.calls.placeOrder).toEqual([]);
  });
});

describe('placeOrder for a customer', () => {
  it("orders the session's cart with the account's email and id", async () => {
    const platform = checkoutPlatform();
    const token = tokenOf(platform, AN.email);
    await execute(
      platform,
      'mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cart { id } } }',
      {
        input: { sku: SKU.inStock, qty: 1 },
      },
      { token },
    );
    const payload = await placeOrder(platform, orderInput(), { token });
    expect(payload.userErrors).toEqual([]);
    expect(payload.order?.email).toBe(AN.email);
    expect(platform.calls.placeOrder[0]!.body.user_id).toBe(7);
    // The same key again: the customer's cart is a new, empty one, and the platform answers the first order.
    expect(await placeOrder(platform, orderInput(), { token })).toEqual(payload);
    expect(platform.placedOrders).toHaveLength(1);
    expect(platform.calls.placeOrder.map((call) => [call.idempotencyKey, call.body.user_id])).toEqual([
      ['order-key-1', 7],
      ['order-key-1', 7],
    ]);
  });
});

describe('placeOrder with a card (seed 000 §7 Card payment extension)', () => {
  it('places the order through payment-information and answers an authorised payment', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const payload = await placeOrder(
      platform,
      orderInput({
        cartId,
        paymentMethodCode: 'adyen_cc',
        paymentData: cardData(FAKE_CARDS.authorised),
        returnUrl: 'https://shop.example/nl-be/adyen/process/result',
      }),
    );
    expect(payload).toEqual({
      order: { id: '1', number: '1', email: PERSONAL_DETAILS.email, createdAt: null, accountCreated: false },
      payment: { resultCode: 'Authorised', isFinal: true, refusalReason: null, action: null },
      userErrors: [],
    });
    expect(platform.calls.placeOrder).toEqual([]);
    const [call] = platform.calls.paymentInformation;
    expect(call?.idempotencyKey).toBe('order-key-1');
    expect(call?.body.paymentMethod).toEqual({
      method: 'adyen_cc',
      additional_data: {
        stateData: cardData(FAKE_CARDS.authorised),
        returnUrl: 'https://shop.example/nl-be/adyen/process/result',
      },
    });
    expect(call?.body.email).toBe(PERSONAL_DETAILS.email);
    expect(platform.calls.paymentStatus).toEqual(['1']);
  });

  it('answers a refused card with the order, the payment and PAYMENT_REFUSED; the same key answers the same', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const input = orderInput({
      cartId,
      paymentMethodCode: 'adyen_cc',
      paymentData: cardData(FAKE_CARDS.refused),
    });
    const payload = await placeOrder(platform, input);
    expect(payload).toEqual({
      order: { id: '1', number: '1', email: PERSONAL_DETAILS.email, createdAt: null, accountCreated: false },
      payment: { resultCode: 'Refused', isFinal: true, refusalReason: 'CVC Declined', action: null },
      userErrors: [{ code: 'PAYMENT_REFUSED', message: 'CVC Declined', field: 'paymentData' }],
    });
    expect(await placeOrder(platform, input)).toEqual(payload);
    expect(platform.placedOrders).toHaveLength(1);
    // The same key and card data each time; the payment's status asked once per press.
    const [first, second, ...more] = platform.calls.paymentInformation;
    expect(more).toEqual([]);
    expect([first?.idempotencyKey, second?.idempotencyKey]).toEqual(['order-key-1', 'order-key-1']);
    expect(second?.body.paymentMethod).toEqual(first?.body.paymentMethod);
    expect(first?.body.paymentMethod.additional_data.stateData).toBe(cardData(FAKE_CARDS.refused));
    expect(platform.calls.paymentStatus).toEqual(['1', '1']);
  });

  it('asks the shopper for a 3DS2 challenge, then submitPaymentDetails finishes it once', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const payload = await placeOrder(
      platform,
      orderInput({ cartId, paymentMethodCode: 'adyen_cc', paymentData: cardData(FAKE_CARDS.challenge) }),
    );
    expect(payload.payment).toMatchObject({ resultCode: 'ChallengeShopper', isFinal: false });
    expect(JSON.parse(payload.payment!.action!)).toMatchObject({ type: 'threeDS2', subtype: 'challenge' });
    expect(payload.userErrors).toEqual([]);

    const details = {
      cartId,
      orderId: payload.order!.id,
      details: JSON.stringify({
        details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' },
        paymentData: 'Ab02b4c0!BQABAgA',
      }),
    };
    const finished = await execute<{ submitPaymentDetails: unknown }>(platform, SUBMIT_DETAILS, {
      input: details,
    });
    const expected = {
      orderId: payload.order!.id,
      payment: { resultCode: 'Authorised', isFinal: true, refusalReason: null },
      userErrors: [],
    };
    expect(finished.data?.submitPaymentDetails).toEqual(expected);
    expect(JSON.parse(platform.calls.paymentDetails[0]!.body.payload)).toEqual({
      orderId: payload.order!.id,
      details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' },
      paymentData: 'Ab02b4c0!BQABAgA',
    });
    // Sent twice (a reload of the return page): the first result. The platform keeps it (orderOnceContract.test.ts
    // holds the fake to that); the subgraph forwards each submission as it came, with the guest's cart.
    const again = await execute<{ submitPaymentDetails: unknown }>(platform, SUBMIT_DETAILS, {
      input: { ...details, details: JSON.stringify({ details: { threeDSResult: 'refused' } }) },
    });
    expect(again.data?.submitPaymentDetails).toEqual(expected);
    expect(
      platform.calls.paymentDetails.map((call) => ({
        cartId: call.cartId,
        payload: JSON.parse(call.body.payload) as unknown,
      })),
    ).toEqual([
      {
        cartId,
        payload: {
          orderId: payload.order!.id,
          details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' },
          paymentData: 'Ab02b4c0!BQABAgA',
        },
      },
      { cartId, payload: { orderId: payload.order!.id, details: { threeDSResult: 'refused' } } },
    ]);
    expect(platform.calls.paymentInformation).toHaveLength(1);
    expect(platform.calls.paymentStatus).toEqual([payload.order!.id]);
  });

  it('refuses details that are not JSON with BAD_USER_INPUT, and answers an unknown order as a userError', async () => {
    const platform = checkoutPlatform();
    const malformed = await execute(platform, SUBMIT_DETAILS, {
      input: { orderId: '1', details: 'threeDSResult=x' },
    });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argumentName: 'details',
    });
    const notStateData = await execute(platform, SUBMIT_DETAILS, {
      input: { orderId: '1', details: JSON.stringify({ threeDSResult: 'x' }) },
    });
    expect(notStateData.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argumentName: 'details',
    });
    expect(platform.calls.paymentDetails).toEqual([]);
    const unknown = await execute<{ submitPaymentDetails: unknown }>(platform, SUBMIT_DETAILS, {
      input: { orderId: '404', details: '{"details":{"threeDSResult":"x"}}' },
    });
    expect(unknown.data?.submitPaymentDetails).toEqual({
      orderId: '404',
      payment: null,
      userErrors: [{ code: 'ORDER_NOT_FOUND', message: 'The order 404 does not exist.', field: 'details' }],
    });
  });

  it('asks for the card data of the card method', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const payload = await placeOrder(platform, orderInput({ cartId, paymentMethodCode: 'adyen_cc' }));
    expect(payload.userErrors).toEqual([
      { code: 'REQUIRED', message: 'Field is required.', field: 'paymentData' },
    ]);
    expect(platform.calls.paymentInformation).toEqual([]);
  });
});
