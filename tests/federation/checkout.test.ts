import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, type OutboxMail } from '@shop/contracts';
import { fetchCallCounts, resetCallCounts } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { gatewayRequest } from './gateway';

/**
 * The checkout through the gateway on the local stack (seed 000 §4 Checkout, §6 B2B, §7 Orders; seed 001 §5
 * classreading bundles): a guest's checkout step by step with the commerce calls each step costs, one order
 * for one idempotency key, a B2B customer's order with the B2B discount, a virtual cart without cash on
 * delivery, a classreading bundle refused beside a book, and card payments: authorised once, refused with
 * its reason, a 3DS2 challenge finished after the return.
 */
let stack: TestStack;
let gateway: string;
let commerce: string;

interface CatalogItem {
  sku: string;
  type: string;
  price: { final: { value: number } };
  stock: { status: string; qty: number } | null;
}
let items: CatalogItem[];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const NL_BE = { store: 'nl-be' };

const USER_ERRORS = 'userErrors { code message field }';
interface UserError {
  code: string;
  message: string;
  field: string | null;
}

const shippingAddress = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: 'Veldstraat 3',
  apartmentNumber: '2',
  addition: 'achterdeur',
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: '+32 9 123 45 67',
};

const billingAddress = {
  ...shippingAddress,
  company: 'Basisschool De Linde',
  taxId: 'BE0999999999',
  schoolCode: 'SCH-12345',
  amountOfStudents: 24,
};

/** Books in stock (simple products, managed stock, at least 10), cheapest first. */
function books(): CatalogItem[] {
  return items
    .filter((item) => item.type === 'SIMPLE' && item.stock?.status === 'OK' && item.stock.qty >= 10)
    .sort((a, b) => a.price.final.value - b.price.final.value);
}

async function commerceCalls(requestId: string): Promise<Record<string, number>> {
  return (await fetchCallCounts(commerce)).byRequestId[requestId] ?? {};
}

const total = (calls: Record<string, number>) => Object.values(calls).reduce((sum, n) => sum + n, 0);

/** Runs one step and answers its data, its request id and the commerce calls it cost. */
async function step<T>(
  name: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const answer = await gatewayRequest<T>(gateway, query, variables, { ...NL_BE, ...headers });
  expect(answer.errors, name).toBeUndefined();
  const calls = await commerceCalls(answer.requestId);
  console.info(`${name}: ${total(calls)} commerce calls ${JSON.stringify(calls)}`);
  return { data: answer.data!, calls };
}

async function createGuestCart(): Promise<string> {
  const answer = await gatewayRequest<{ createCart: { cart: { id: string } } }>(
    gateway,
    'mutation CreateCart { createCart { cart { id } } }',
    {},
    NL_BE,
  );
  return answer.data!.createCart.cart.id;
}

async function addToCart(sku: string, qty: number, headers: Record<string, string> = {}, cartId?: string) {
  const answer = await gatewayRequest<{
    addToCart: { cart: { id: string; hasClassreadingBundle: boolean } | null; userErrors: UserError[] };
  }>(
    gateway,
    `mutation AddToCart($input: AddToCartInput!) {
      addToCart(input: $input) { cart { id hasClassreadingBundle } ${USER_ERRORS} }
    }`,
    { input: { sku, qty, ...(cartId ? { cartId } : {}) } },
    { ...NL_BE, ...headers },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.addToCart;
}

async function logIn(email: string, password: string): Promise<string> {
  const answer = await gatewayRequest<{
    logIn: { session: { token: string } | null; userErrors: UserError[] };
  }>(
    gateway,
    `mutation LogIn($input: LogInInput!) { logIn(input: $input) { session { token } ${USER_ERRORS} } }`,
    { input: { email, password } },
    NL_BE,
  );
  expect(answer.data?.logIn.userErrors).toEqual([]);
  return answer.data!.logIn.session!.token;
}

async function outbox(to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${commerce}/api/ext/mail-service/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { result: OutboxMail[] }).result;
}

const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id number email createdAt accountCreated }
      payment { resultCode }
      ${USER_ERRORS}
    }
  }
`;

interface PlaceOrderAnswer {
  placeOrder: {
    order: {
      id: string;
      number: string;
      email: string;
      createdAt: string | null;
      accountCreated: boolean;
    } | null;
    payment: unknown;
    userErrors: UserError[];
  };
}

function placeOrderInput(email: string, idempotencyKey: string, cartId?: string) {
  return {
    ...(cartId ? { cartId } : {}),
    idempotencyKey,
    personalDetails: { firstname: 'Lotte', lastname: 'Maes', email },
    shippingAddress,
    shippingCarrierCode: 'flatrate',
    shippingMethodCode: 'flatrate',
    billingAddress,
    paymentMethodCode: 'checkmo',
  };
}

beforeAll(async () => {
  stack = await startTestStack({ products: 200, only: ['commerce', 'catalog', 'cart', 'gateway'] });
  gateway = stack.urls.gateway!;
  commerce = stack.urls.commerce!;
  const listing = await gatewayRequest<{ products: { items: CatalogItem[] } }>(
    gateway,
    'query Listing { products(search: { paging: { pageSize: 200 } }) { items { sku type price { final { value } } stock { status qty } } } }',
    {},
    NL_BE,
  );
  expect(listing.errors).toBeUndefined();
  items = listing.data!.products.items;
  expect(books().length).toBeGreaterThanOrEqual(4);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('a guest checkout in nl-be (two books, bank transfer)', () => {
  it('goes through the steps to an order, with the commerce calls of each step', async () => {
    const [first, second] = books();
    const cartId = await createGuestCart();
    expect((await addToCart(first!.sku, 1, {}, cartId)).userErrors).toEqual([]);
    expect((await addToCart(second!.sku, 2, {}, cartId)).userErrors).toEqual([]);
    const email = 'lotte.maes@example.be';
    await resetCallCounts(commerce);

    const personal = await step<{ setCheckoutPersonalDetails: { valid: boolean; userErrors: UserError[] } }>(
      'personal details',
      `mutation Personal($input: CheckoutPersonalDetailsInput!) {
        setCheckoutPersonalDetails(input: $input) { valid ${USER_ERRORS} }
      }`,
      { input: { cartId, firstname: 'Lotte', lastname: 'Maes', email } },
    );
    expect(personal.data.setCheckoutPersonalDetails).toEqual({ valid: true, userErrors: [] });
    expect(personal.calls).toEqual({});

    const address = await step<{
      setShippingAddress: {
        shippingMethods: {
          carrierCode: string;
          methodCode: string;
          isDefault: boolean;
          priceInclTax: { value: number };
        }[];
        userErrors: UserError[];
      };
    }>(
      'shipping address',
      `mutation ShippingAddress($input: SetShippingAddressInput!) {
        setShippingAddress(input: $input) {
          shippingMethods { carrierCode methodCode title isDefault priceInclTax { value currency } }
          ${USER_ERRORS}
        }
      }`,
      { input: { cartId, address: shippingAddress } },
    );
    const methods = address.data.setShippingAddress.shippingMethods;
    expect(address.data.setShippingAddress.userErrors).toEqual([]);
    expect(methods[0]).toMatchObject({ carrierCode: 'flatrate', methodCode: 'flatrate', isDefault: true });
    expect(methods.filter((method) => method.isDefault)).toHaveLength(1);
    expect(address.calls).toEqual({ 'POST /api/cart/shipping-methods': 1 });

    const shipping = await step<{
      setShippingMethod: {
        cart: {
          totals: { grandTotal: { value: number }; segments: { code: string; value: { value: number } }[] };
        };
        paymentMethods: { code: string; isDefault: boolean }[];
        userErrors: UserError[];
      };
    }>(
      'shipping method',
      `mutation ShippingMethod($input: SetShippingMethodInput!) {
        setShippingMethod(input: $input) {
          cart { totals { grandTotal { value } segments { code value { value } } } }
          paymentMethods { code isDefault }
          ${USER_ERRORS}
        }
      }`,
      { input: { cartId, address: shippingAddress, carrierCode: 'flatrate', methodCode: 'flatrate' } },
    );
    const { setShippingMethod } = shipping.data;
    expect(setShippingMethod.userErrors).toEqual([]);
    expect(setShippingMethod.cart.totals.segments.map((segment) => segment.code)).toContain('shipping');
    expect(setShippingMethod.paymentMethods.map((method) => method.code)).toEqual([
      'checkmo',
      'cashondelivery',
      'adyen_cc',
    ]);
    expect(setShippingMethod.paymentMethods[0]!.isDefault).toBe(true);
    expect(shipping.calls).toEqual({ 'POST /api/cart/shipping-information': 1, 'GET /api/cart/pull': 1 });

    const billing = await step<{ setBillingAddress: { valid: boolean; userErrors: UserError[] } }>(
      'billing address',
      `mutation Billing($input: SetBillingAddressInput!) { setBillingAddress(input: $input) { valid ${USER_ERRORS} } }`,
      { input: { cartId, address: billingAddress } },
    );
    expect(billing.data.setBillingAddress).toEqual({ valid: true, userErrors: [] });
    expect(billing.calls).toEqual({});

    const payment = await step<{
      setPaymentMethod: { cart: { totals: { grandTotal: { value: number } } }; userErrors: UserError[] };
    }>(
      'payment method',
      `mutation Payment($input: SetPaymentMethodInput!) {
        setPaymentMethod(input: $input) { cart { totals { grandTotal { value } } } ${USER_ERRORS} }
      }`,
      { input: { cartId, code: 'checkmo' } },
    );
    expect(payment.data.setPaymentMethod.userErrors).toEqual([]);
    expect(payment.data.setPaymentMethod.cart.totals.grandTotal.value).toBe(
      setShippingMethod.cart.totals.grandTotal.value,
    );
    expect(payment.calls).toEqual({
      'GET /api/cart/payment-methods': 1,
      'GET /api/cart/pull': 1,
      'POST /api/cart/collect-totals': 1,
    });

    const placed = await step<PlaceOrderAnswer>('place order', PLACE_ORDER, {
      input: placeOrderInput(email, 'guest-checkout-1', cartId),
    });
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    expect(placed.data.placeOrder.order).toMatchObject({ email, accountCreated: false });
    expect(placed.data.placeOrder.order!.number).toMatch(/^\d+$/);
    expect(placed.data.placeOrder.payment).toBeNull();
    // A bank transfer also asks the grand total for the address and method before the order empties the cart:
    // the amount to pay.
    expect(placed.calls).toEqual({
      'GET /api/cart/pull': 1,
      'GET /api/cart/payment-methods': 1,
      'POST /api/cart/shipping-information': 1,
      'POST /api/order': 1,
    });

    const steps = [personal, address, shipping, billing, payment, placed].map((s) => total(s.calls));
    console.info(
      `guest checkout: ${steps.reduce((sum, n) => sum + n, 0)} commerce calls in total (${steps.join(' + ')})`,
    );
    expect(steps.reduce((sum, n) => sum + n, 0)).toBe(10);

    // The confirmation mail names the order number, with the shipping segment.
    const mails = await outbox(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Order #${placed.data.placeOrder.order!.number}`]);
  });
});

describe('one idempotency key, one order', () => {
  it('answers the first order to a guest who places it twice, and the stand-in mails one order', async () => {
    const [, , third] = books();
    const cartId = await createGuestCart();
    await addToCart(third!.sku, 1, {}, cartId);
    const email = 'dubbelklik@example.be';
    const input = placeOrderInput(email, 'double-click-key', cartId);
    const [firstAnswer, secondAnswer] = [
      await gatewayRequest<PlaceOrderAnswer>(gateway, PLACE_ORDER, { input }, NL_BE),
      await gatewayRequest<PlaceOrderAnswer>(gateway, PLACE_ORDER, { input }, NL_BE),
    ];
    expect(firstAnswer.data?.placeOrder.userErrors).toEqual([]);
    expect(secondAnswer.data?.placeOrder.userErrors).toEqual([]);
    expect(secondAnswer.data?.placeOrder.order).toEqual(firstAnswer.data?.placeOrder.order);
    expect(await outbox(email)).toHaveLength(1);
  });

  it('answers a customer the same order for the same key, once in the order history', async () => {
    const { general } = DEMO_CUSTOMERS;
    const token = await logIn(general.email, general.password);
    const [, , , fourth] = books();
    expect((await addToCart(fourth!.sku, 1, bearer(token))).userErrors).toEqual([]);
    const ordersBefore = await orderTotal(token);
    const input = placeOrderInput(general.email, 'customer-double-click');
    const first = await gatewayRequest<PlaceOrderAnswer>(
      gateway,
      PLACE_ORDER,
      { input },
      { ...NL_BE, ...bearer(token) },
    );
    const second = await gatewayRequest<PlaceOrderAnswer>(
      gateway,
      PLACE_ORDER,
      { input },
      { ...NL_BE, ...bearer(token) },
    );
    expect(first.data?.placeOrder.userErrors).toEqual([]);
    expect(first.data?.placeOrder.order?.email).toBe(general.email);
    expect(second.data?.placeOrder).toEqual(first.data?.placeOrder);
    expect(await orderTotal(token)).toBe(ordersBefore + 1);
  });
});

describe("a bank transfer's payment instructions (issue 22)", () => {
  const INSTRUCTIONS =
    'paymentInstructions { iban bic beneficiary amount { value currency } reference referenceKind dueDate }';
  interface Instructions {
    iban: string;
    bic: string;
    beneficiary: string;
    amount: { value: number; currency: string };
    reference: string;
    referenceKind: string;
    dueDate: string;
  }

  it('are answered with the order, the same on the order page, and the mail says the same', async () => {
    const { general } = DEMO_CUSTOMERS;
    const token = await logIn(general.email, general.password);
    const [first] = books();
    expect((await addToCart(first!.sku, 2, bearer(token))).userErrors).toEqual([]);
    const placed = await gatewayRequest<{
      placeOrder: {
        order: { id: string; number: string; createdAt: string; paymentInstructions: Instructions };
      };
    }>(
      gateway,
      `mutation PlaceOrder($input: PlaceOrderInput!) {
        placeOrder(input: $input) { order { id number createdAt ${INSTRUCTIONS} } }
      }`,
      { input: placeOrderInput(general.email, 'bank-transfer-instructions') },
      { ...NL_BE, ...bearer(token) },
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder.order;
    const pay = order.paymentInstructions;
    expect(pay).toMatchObject({
      iban: 'BE68539007547034',
      bic: 'DEMOBEB1',
      beneficiary: 'Clavis (demo)',
      referenceKind: 'BELGIAN_STRUCTURED',
    });
    // +++ddd/dddd/ddddd+++: the order number's ten digits and their check digits (mod 97, 97 for 0).
    const digits = /^\+{3}(\d{3})\/(\d{4})\/(\d{5})\+{3}$/.exec(pay.reference)!.slice(1).join('');
    expect(Number(digits.slice(0, 10))).toBe(Number(order.number));
    expect(Number(digits.slice(10))).toBe(Number(digits.slice(0, 10)) % 97 || 97);
    const due = new Date(`${pay.dueDate}T12:00:00Z`).getTime() - new Date(order.createdAt).getTime();
    expect(Math.round(due / 86_400_000)).toBeGreaterThanOrEqual(13);
    expect(Math.round(due / 86_400_000)).toBeLessThanOrEqual(15);

    // The order's page answers the same instructions, with the order's grand total, addresses and methods.
    const mine = await gatewayRequest<{
      me: {
        order: {
          grandTotal: { value: number; currency: string };
          shippingAddress: { street: string; apartmentNumber: string; city: string } | null;
          billingAddress: { company: string | null } | null;
          shippingMethod: { carrierCode: string } | null;
          paymentMethod: { code: string } | null;
          paymentInstructions: Instructions;
        } | null;
      };
    }>(
      gateway,
      `query MyOrderPage($id: ID!) {
        me { order(id: $id) {
          grandTotal { value currency }
          shippingAddress { street apartmentNumber city }
          billingAddress { company }
          shippingMethod { carrierCode }
          paymentMethod { code }
          ${INSTRUCTIONS}
        } }
      }`,
      { id: order.id },
      { ...NL_BE, ...bearer(token) },
    );
    expect(mine.errors).toBeUndefined();
    const detail = mine.data!.me.order!;
    expect(detail.paymentInstructions).toEqual(pay);
    expect(pay.amount).toEqual(detail.grandTotal);
    expect(detail).toMatchObject({
      shippingAddress: { street: 'Veldstraat 3', apartmentNumber: '2', city: 'Gent' },
      billingAddress: { company: 'Basisschool De Linde' },
      shippingMethod: { carrierCode: 'flatrate' },
      paymentMethod: { code: 'checkmo' },
    });

    // The stand-in's mail computes the same reference with the same rule.
    const mail = (await outbox(general.email)).find((sent) => sent.subject === `Order #${order.number}`);
    expect(mail?.text).toContain(`Structured reference: ${pay.reference}`);
    expect(mail?.text).toContain('IBAN: BE68 5390 0754 7034');
    expect(mail?.text).toContain('Payment method: Bank transfer / invoice');

    // Another customer asks for it: null, as the order itself.
    const { b2b } = DEMO_CUSTOMERS;
    const other = await gatewayRequest<{ me: { order: unknown } }>(
      gateway,
      `query MyOrderPage($id: ID!) { me { order(id: $id) { ${INSTRUCTIONS} } } }`,
      { id: order.id },
      { ...NL_BE, ...bearer(await logIn(b2b.email, b2b.password)) },
    );
    expect(other.data?.me.order).toBeNull();
  });
});

async function orderTotal(token: string): Promise<number> {
  const me = await gatewayRequest<{ me: { orders: { total: number } } }>(
    gateway,
    'query MyOrders { me { orders { total } } }',
    {},
    { ...NL_BE, ...bearer(token) },
  );
  return me.data!.me.orders.total;
}

describe('a B2B customer (group 7)', () => {
  it('sees the b2b_discount segment on an order above 150 euro, and the order in me { orders }', async () => {
    const { b2b } = DEMO_CUSTOMERS;
    const token = await logIn(b2b.email, b2b.password);
    const book = books().at(-1)!;
    const qty = Math.ceil(160 / book.price.final.value);
    expect(qty).toBeLessThanOrEqual(book.stock!.qty);
    expect((await addToCart(book.sku, qty, bearer(token))).userErrors).toEqual([]);
    const shipping = await gatewayRequest<{
      setShippingMethod: {
        cart: {
          totals: {
            subtotalInclTax: { value: number };
            segments: { code: string; value: { value: number } }[];
          };
        };
        userErrors: UserError[];
      };
    }>(
      gateway,
      `mutation ShippingMethod($input: SetShippingMethodInput!) {
        setShippingMethod(input: $input) {
          cart { totals { subtotalInclTax { value } segments { code value { value } } } }
          ${USER_ERRORS}
        }
      }`,
      { input: { address: shippingAddress, carrierCode: 'flatrate', methodCode: 'flatrate' } },
      { ...NL_BE, ...bearer(token) },
    );
    expect(shipping.errors).toBeUndefined();
    const { totals } = shipping.data!.setShippingMethod.cart;
    expect(totals.subtotalInclTax.value).toBeGreaterThan(150);
    const discount = totals.segments.find((segment) => segment.code === 'b2b_discount');
    // seed 000 §6 with the platform's default rate of 5 %.
    expect(discount?.value.value).toBeCloseTo(-Math.round(totals.subtotalInclTax.value * 5) / 100, 2);

    const placed = await gatewayRequest<PlaceOrderAnswer>(
      gateway,
      PLACE_ORDER,
      { input: placeOrderInput(b2b.email, 'b2b-order-1') },
      { ...NL_BE, ...bearer(token) },
    );
    expect(placed.data?.placeOrder.userErrors).toEqual([]);
    const number = placed.data!.placeOrder.order!.number;
    const me = await gatewayRequest<{
      me: {
        orders: { items: { number: string; discount: { value: number }; grandTotal: { value: number } }[] };
      };
    }>(
      gateway,
      'query MyOrders { me { orders { items { number discount { value } grandTotal { value } } } } }',
      {},
      { ...NL_BE, ...bearer(token) },
    );
    expect(me.data!.me.orders.items.map((order) => order.number)).toContain(number);
  });
});

describe('a virtual cart', () => {
  it('is not offered cash on delivery (seed 000 §4)', async () => {
    const virtual = items.find(
      (item) =>
        (item.type === 'VIRTUAL' || item.type === 'DOWNLOADABLE') && item.stock?.status !== 'OUT_OF_STOCK',
    );
    expect(virtual, 'the demo data has a virtual or downloadable product').toBeDefined();
    const cartId = await createGuestCart();
    expect((await addToCart(virtual!.sku, 1, {}, cartId)).userErrors).toEqual([]);
    const cart = await gatewayRequest<{ cart: { isVirtual: boolean; paymentMethods: { code: string }[] } }>(
      gateway,
      'query CheckoutCart($id: ID) { cart(id: $id) { isVirtual paymentMethods { code } } }',
      { id: cartId },
      NL_BE,
    );
    expect(cart.data?.cart).toEqual({
      isVirtual: true,
      paymentMethods: [{ code: 'checkmo' }, { code: 'adyen_cc' }],
    });
    const refused = await gatewayRequest<{ setPaymentMethod: { cart: unknown; userErrors: UserError[] } }>(
      gateway,
      `mutation Payment($input: SetPaymentMethodInput!) { setPaymentMethod(input: $input) { cart { id } ${USER_ERRORS} } }`,
      { input: { cartId, code: 'cashondelivery' } },
      NL_BE,
    );
    expect(refused.data?.setPaymentMethod).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'PAYMENT_METHOD_NOT_AVAILABLE',
          message: 'The requested Payment Method is not available.',
          field: 'code',
        },
      ],
    });
  });
});

describe('a classreading bundle (seed 001 §5)', () => {
  it('refuses a book beside a bundle, and a bundle beside a book, at add to cart', async () => {
    const bundle = items.find((item) => item.type === 'BUNDLE' && item.sku.startsWith('KLAS-'));
    expect(bundle, 'the demo data has a classreading bundle').toBeDefined();
    const [book] = books();
    const refusal = {
      code: 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS',
      message: 'Classreading bundles should be bought without any other products.',
      field: 'sku',
    };

    const bundleCart = await createGuestCart();
    const added = await addToCart(bundle!.sku, 1, {}, bundleCart);
    expect(added).toEqual({ cart: { id: bundleCart, hasClassreadingBundle: true }, userErrors: [] });
    expect(await addToCart(book!.sku, 1, {}, bundleCart)).toEqual({ cart: null, userErrors: [refusal] });

    const bookCart = await createGuestCart();
    await addToCart(book!.sku, 1, {}, bookCart);
    expect(await addToCart(bundle!.sku, 1, {}, bookCart)).toEqual({ cart: null, userErrors: [refusal] });
    const after = await gatewayRequest<{
      cart: { items: { sku: string }[]; hasClassreadingBundle: boolean };
    }>(
      gateway,
      'query Cart($id: ID) { cart(id: $id) { items { sku } hasClassreadingBundle } }',
      { id: bookCart },
      NL_BE,
    );
    expect(after.data?.cart).toEqual({ items: [{ sku: book!.sku }], hasClassreadingBundle: false });
  });
});

/** The card component's state data with Adyen's unencrypted test values (what the local card fields send). */
function cardStateData(number: string, holderName = 'Lotte Maes'): string {
  return JSON.stringify({
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: `test_${number}`,
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
      holderName,
    },
  });
}

const PLACE_CARD_ORDER = /* GraphQL */ `
  mutation PlaceCardOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id number }
      payment { resultCode isFinal refusalReason action }
      ${USER_ERRORS}
    }
  }
`;

interface CardOrderAnswer {
  placeOrder: {
    order: { id: string; number: string } | null;
    payment: { resultCode: string; isFinal: boolean; refusalReason: string | null; action: string | null };
    userErrors: UserError[];
  };
}

async function cardPayments(orderId: string): Promise<{ resultCode: string }[]> {
  const response = await fetch(`${commerce}/api/ext/payment-adyen/standin/payments?orderId=${orderId}`);
  return ((await response.json()) as { result: { resultCode: string }[] }).result;
}

async function guestCardOrder(cardNumber: string, key: string, holderName?: string) {
  const [book] = books();
  const cartId = await createGuestCart();
  expect((await addToCart(book!.sku, 1, {}, cartId)).userErrors).toEqual([]);
  const input = {
    ...placeOrderInput(`card.${key}@example.be`, key, cartId),
    paymentMethodCode: 'adyen_cc',
    paymentData: cardStateData(cardNumber, holderName),
  };
  await resetCallCounts(commerce);
  const answer = await gatewayRequest<CardOrderAnswer>(gateway, PLACE_CARD_ORDER, { input }, NL_BE);
  expect(answer.errors).toBeUndefined();
  const calls = await commerceCalls(answer.requestId);
  return { cartId, input, calls, ...answer.data!.placeOrder };
}

describe('a card payment through the card payment extension (seed 000 §7)', () => {
  it('authorises a card once, also when the order is sent twice', async () => {
    const first = await guestCardOrder('4111111111111111', 'card-authorised');
    console.info(`card order: ${total(first.calls)} commerce calls ${JSON.stringify(first.calls)}`);
    expect(first.userErrors).toEqual([]);
    expect(first.payment).toMatchObject({ resultCode: 'Authorised', isFinal: true, action: null });
    expect(first.calls['POST /api/ext/payment-adyen/payment-information']).toBe(1);
    // The number the shopper sees is the order's increment id (the payment's merchant reference).
    expect(first.order!.number).toMatch(/^\d{9}$/);
    expect(first.order!.number).not.toBe(first.order!.id);

    const again = await gatewayRequest<CardOrderAnswer>(
      gateway,
      PLACE_CARD_ORDER,
      { input: first.input },
      NL_BE,
    );
    expect(again.data!.placeOrder.order).toEqual(first.order);
    expect(again.data!.placeOrder.payment.resultCode).toBe('Authorised');
    expect(await cardPayments(first.order!.id)).toHaveLength(1);
  });

  it('shows a refused card with its reason and keeps the cart', async () => {
    const refused = await guestCardOrder('4111111111111111', 'card-refused', 'DECLINED');
    expect(refused.payment).toMatchObject({ resultCode: 'Refused', isFinal: true, refusalReason: 'Refused' });
    expect(refused.userErrors).toEqual([
      { code: 'PAYMENT_REFUSED', message: 'Refused', field: 'paymentData' },
    ]);
    const cart = await gatewayRequest<{ cart: { items: { sku: string }[] } }>(
      gateway,
      'query Cart($id: ID) { cart(id: $id) { items { sku } } }',
      { id: refused.cartId },
      NL_BE,
    );
    expect(cart.data?.cart.items).toEqual([{ sku: books()[0]!.sku }]);
  });

  it('sends a 3DS2 challenge to the issuer page, and the return finishes the payment', async () => {
    const challenged = await guestCardOrder('4212345678910006', 'card-3ds2');
    expect(challenged.userErrors).toEqual([]);
    expect(challenged.payment).toMatchObject({ resultCode: 'RedirectShopper', isFinal: false });
    const action = JSON.parse(challenged.payment.action!) as { type: string; url: string };
    expect(action.type).toBe('redirect');

    // The shopper authenticates on the issuer page, which sends the browser back with a redirectResult.
    const page = await fetch(action.url);
    expect(await page.text()).toContain('Authenticate');
    const issuer = new URL(action.url);
    const reference = issuer.searchParams.get('reference')!;
    const decided = await fetch(`${issuer.origin}${issuer.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ reference, decision: 'authenticate' }),
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    const back = new URL(decided.headers.get('location')!);
    expect(back.pathname).toMatch(/\/adyen\/process\/result$/);
    const redirectResult = back.searchParams.get('redirectResult')!;

    const SUBMIT = `mutation Details($input: SubmitPaymentDetailsInput!) {
      submitPaymentDetails(input: $input) { orderId payment { resultCode isFinal } ${USER_ERRORS} }
    }`;
    const input = {
      cartId: challenged.cartId,
      orderId: challenged.order!.id,
      details: JSON.stringify({ details: { redirectResult } }),
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const finished = await gatewayRequest<{
        submitPaymentDetails: { payment: { resultCode: string; isFinal: boolean }; userErrors: UserError[] };
      }>(gateway, SUBMIT, { input }, NL_BE);
      expect(finished.data?.submitPaymentDetails).toMatchObject({
        payment: { resultCode: 'Authorised', isFinal: true },
        userErrors: [],
      });
    }
    expect(await cardPayments(challenged.order!.id)).toHaveLength(1);
  });
});
