import { b2bDiscount } from '@shop/pricing';
import {
  COMMERCE_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_METHOD_CODES,
  type OrderAddress,
  type OrderResult,
  type PaymentDetailsBody,
  type PaymentMethod,
  type PaymentStatus,
  type ServerCartItem,
  type ShippingMethod,
} from '@shop/contracts';
import {
  CLASSREADING_BUNDLE_MESSAGE,
  SHIPPING_COUNTRIES,
  mixesClassreadingBundle,
  bundleRuleLineOf,
} from '@shop/validation';
import type { CommerceFailure, CommerceResult, OrderFailure } from '../ports/CommercePlatform';
import type { FakeCommerceState } from './fakeState';

/** The platform's payment methods, in its order (as the commerce stand-in answers them). */
export const FAKE_PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: PAYMENT_METHOD_CODES.bankTransfer, title: 'Bank transfer / invoice' },
  { code: PAYMENT_METHOD_CODES.cashOnDelivery, title: 'Cash On Delivery' },
  { code: PAYMENT_METHOD_CODES.card, title: 'Credit card' },
];

/** Flat rate 4.95 incl. tax; free shipping once the cart comes to 50 (the stand-in's rates). */
export const FAKE_SHIPPING = { flatRate: 4.95, freeFrom: 50 } as const;

/** Encrypted card numbers the fake's card payment answers by (Adyen's test card numbers). */
export const FAKE_CARDS = {
  authorised: 'test_4111111111111111',
  refused: 'test_4000000000000002',
  challenge: 'test_4000300011112220',
} as const;

/** The refusal reason of the fake's refused card and of a failed 3DS2 challenge. */
export const FAKE_REFUSALS = { card: 'CVC Declined', challenge: '3D Not Authenticated' } as const;

/** The order a place call names: what the fake needs of POST /api/order and of payment-information. */
export interface FakeOrderInput {
  cartId: string;
  products: { sku: string; qty: number; priceInclTax?: number }[];
  shippingAddress: OrderAddress | undefined;
  billingAddress: OrderAddress | undefined;
  carrierCode: string;
  methodCode: string;
  paymentMethod: string;
  email: string;
  idempotencyKey: string;
}

/** The shipping methods of a country for a cart amount: none outside Belgium and the Netherlands. */
export function fakeShippingMethods(country: string, cartAmount: number): ShippingMethod[] {
  if (!SHIPPING_COUNTRIES.includes(country.toUpperCase())) return [];
  const method = (code: string, title: string, amount: number, available: boolean): ShippingMethod => ({
    carrier_code: code,
    method_code: code,
    carrier_title: title,
    method_title: title,
    amount,
    price_incl_tax: amount,
    price_excl_tax: round(amount / 1.06),
    available,
    error_message: available ? '' : 'Free shipping applies to orders from the free shipping amount on.',
  });
  return [
    method('flatrate', 'Flat Rate', FAKE_SHIPPING.flatRate, true),
    method('freeshipping', 'Free Shipping', 0, cartAmount >= FAKE_SHIPPING.freeFrom),
  ];
}

/** The available method of these codes for a country and cart amount; undefined when there is none. */
export function fakeShippingMethod(
  country: string,
  cartAmount: number,
  carrierCode: string,
  methodCode: string,
): ShippingMethod | undefined {
  return fakeShippingMethods(country, cartAmount).find(
    (m) => m.available && m.carrier_code === carrierCode && m.method_code === methodCode,
  );
}

/** The shipping and B2B discount segments (seed 000 §6) of a cart's totals, as the platform adds them. */
export function checkoutSegments(
  state: FakeCommerceState,
  cartId: string,
  amountAfterCoupon: number,
  groupId: number | null,
): { shipping: number; b2b: number; segments: { code: string; title: string; value: number }[] } {
  const choice = state.checkout.shipping.get(cartId);
  const method = choice
    ? fakeShippingMethod(choice.country, amountAfterCoupon, choice.carrierCode, choice.methodCode)
    : undefined;
  const b2b = b2bDiscount({ groupId, amountAfterDiscount: amountAfterCoupon });
  return {
    shipping: method?.amount ?? 0,
    b2b,
    segments: [
      ...(method ? [{ code: 'shipping', title: method.method_title, value: method.amount }] : []),
      ...(b2b > 0 ? [{ code: 'b2b_discount', title: 'B2B discount', value: -b2b }] : []),
    ],
  };
}

/**
 * Places an order as the platform does: the same key or cart answers the first order; otherwise the cart,
 * its products and prices, the stock, the bundle rule and both methods are checked again, the order is
 * written, the stock taken and the cart closed.
 */
export function placeFakeOrder(
  state: FakeCommerceState,
  input: FakeOrderInput,
  customerEmail: string | null,
  cartAmount: (cartId: string) => number,
): CommerceResult<OrderResult, OrderFailure> {
  const earlier = state.checkout.orders.find(
    (order) => order.idempotencyKey === input.idempotencyKey || order.cartId === input.cartId,
  );
  if (earlier) return { ok: true, value: earlier.result };
  const items = state.carts.get(input.cartId);
  if (!items) return cartNotFound(input.cartId);
  if (items.length === 0 || input.products.length === 0)
    return failure('EMPTY_CART', ORDER_MESSAGES.emptyCart);
  if (mixesClassreadingBundle(items.map(bundleRuleLineOf)))
    return failure('CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS', CLASSREADING_BUNDLE_MESSAGE);
  if (!sameProducts(items, input.products)) return failure('CART_CHANGED', ORDER_MESSAGES.cartChanged);
  for (const item of items) {
    const stock = state.products.get(item.sku)?.stock;
    if (!stock || (stock.manage_stock && !stock.is_in_stock))
      return failure('PRODUCT_NOT_AVAILABLE', COMMERCE_MESSAGES.productNotAvailable);
    if (stock.manage_stock && item.qty > stock.qty)
      return failure('NOT_ENOUGH_STOCK', COMMERCE_MESSAGES.notEnoughStock);
  }
  if (!input.shippingAddress || !input.billingAddress)
    return failure('ORDER_REFUSED', 'The shipping address is missing.');
  const method = fakeShippingMethod(
    input.shippingAddress.country_id,
    cartAmount(input.cartId),
    input.carrierCode,
    input.methodCode,
  );
  if (!method) return shippingMethodNotAvailable(input.carrierCode, input.methodCode);
  if (!FAKE_PAYMENT_METHODS.some((m) => m.code === input.paymentMethod))
    return failure('PAYMENT_METHOD_NOT_AVAILABLE', ORDER_MESSAGES.paymentMethodNotAvailable);
  const email = customerEmail ?? input.email;
  if (!email) return failure('ORDER_REFUSED', 'The order needs the email address of the shopper.');

  const entityId = state.checkout.orders.length + 1;
  const result: OrderResult = {
    magentoOrderId: String(entityId),
    backendOrderId: String(100000000 + entityId),
    transferedAt: '2026-11-24 10:00:00',
  };
  state.checkout.orders.push({
    result,
    cartId: input.cartId,
    email,
    customerEmail,
    products: input.products,
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress,
    shippingMethod: `${method.carrier_code}_${method.method_code}`,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey,
  });
  for (const item of items) {
    const stock = state.products.get(item.sku)?.stock;
    if (stock?.manage_stock) stock.qty -= item.qty;
  }
  const customer = customerEmail ? state.customers.get(customerEmail) : undefined;
  if (customer) {
    customer.orders.unshift({
      entity_id: entityId,
      increment_id: result.backendOrderId,
      status: 'pending',
      created_at: result.transferedAt,
      order_currency_code: 'EUR',
      subtotal_incl_tax: round(items.reduce((sum, item) => sum + item.price * item.qty, 0)),
      tax_amount: 0,
      discount_amount: 0,
      shipping_incl_tax: method.amount,
      grand_total: round(cartAmount(input.cartId) + method.amount),
      items: items.map((item) => ({
        item_id: item.item_id,
        sku: item.sku,
        name: item.name,
        qty_ordered: item.qty,
        price_incl_tax: item.price,
        row_total_incl_tax: round(item.price * item.qty),
      })),
    });
    customer.cartId = null;
  }
  state.carts.set(input.cartId, []);
  state.checkout.shipping.delete(input.cartId);
  return { ok: true, value: result };
}

/** The card payment of a new order, by the encrypted card number of the card component's state data. */
export function fakeCardPayment(stateData: string): PaymentStatus {
  const card = (JSON.parse(stateData) as { paymentMethod?: { encryptedCardNumber?: string } }).paymentMethod
    ?.encryptedCardNumber;
  if (card === FAKE_CARDS.refused)
    return { isFinal: true, resultCode: 'Refused', refusalReason: FAKE_REFUSALS.card };
  if (card === FAKE_CARDS.challenge)
    return {
      isFinal: false,
      resultCode: 'ChallengeShopper',
      action: {
        type: 'threeDS2',
        subtype: 'challenge',
        token: 'fake-3ds2-token',
        paymentMethodType: 'scheme',
      },
    };
  return { isFinal: true, resultCode: 'Authorised' };
}

/** POST payment/fingerprint: finishes a challenge once; a final payment answers as it is (sent twice). */
export function fakePaymentDetails(
  state: FakeCommerceState,
  body: PaymentDetailsBody,
): CommerceResult<PaymentStatus, 'ORDER_NOT_FOUND' | 'PAYMENT_DETAILS_REFUSED'> {
  const payload = JSON.parse(body.payload) as { orderId?: string; details?: Record<string, unknown> };
  const orderId = String(payload.orderId ?? '');
  const payment = state.checkout.payments.get(orderId);
  if (!payment) return failure('ORDER_NOT_FOUND', `The order ${orderId} does not exist.`);
  if (payment.isFinal) return { ok: true, value: payment };
  const result = payload.details?.threeDSResult ?? payload.details?.redirectResult;
  if (typeof result !== 'string' || result === '')
    return failure('PAYMENT_DETAILS_REFUSED', 'The payment details are missing.');
  const finished: PaymentStatus = result.includes('refused')
    ? { isFinal: true, resultCode: 'Refused', refusalReason: FAKE_REFUSALS.challenge }
    : { isFinal: true, resultCode: 'Authorised' };
  state.checkout.payments.set(orderId, finished);
  return { ok: true, value: finished };
}

/** The products of the order body must be the cart's lines at its prices (within a cent). */
function sameProducts(items: readonly ServerCartItem[], products: FakeOrderInput['products']): boolean {
  const qtyOf = (list: readonly { sku: string; qty: number }[]) => {
    const bySku = new Map<string, number>();
    for (const line of list) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.qty);
    return bySku;
  };
  const cart = qtyOf(items);
  const asked = qtyOf(products);
  if (cart.size !== asked.size || [...cart].some(([sku, qty]) => asked.get(sku) !== qty)) return false;
  return products.every((product) => {
    const item = items.find((i) => i.sku === product.sku);
    return (
      product.priceInclTax === undefined ||
      (item !== undefined && Math.abs(item.price - product.priceInclTax) <= 0.01)
    );
  });
}

/** Cents, as the platform rounds its amounts. */
export function round(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A business answer of the fake platform, in the platform's (Magento's) wording. */
export function failure<F extends CommerceFailure>(
  failure: F,
  message: string,
): { ok: false; failure: F; message: string } {
  return { ok: false, failure, message };
}

/** The platform's answer to a cart id it does not know. */
export function cartNotFound(cartId: string) {
  return failure('CART_NOT_FOUND', `${COMMERCE_MESSAGES.cartNotFound} = ${cartId}`);
}

/** The platform's answer to shipping codes the address and cart do not offer. */
export function shippingMethodNotAvailable(carrierCode: string, methodCode: string) {
  return failure(
    'SHIPPING_METHOD_NOT_AVAILABLE',
    `${ORDER_MESSAGES.shippingMethodNotAvailable}: ${carrierCode}, ${methodCode}`,
  );
}
