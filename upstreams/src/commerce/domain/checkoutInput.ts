import { ORDER_MESSAGES, PAYMENT_METHOD_CODES, type OrderAddress, type PaymentMethod } from '@shop/contracts';
import { UpstreamError } from '../../shared/envelope';

/** Magento answers a malformed checkout call with a 400 and its message. */
const BAD_REQUEST = 400;

/** The payment methods of the platform (GET /api/cart/payment-methods). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: PAYMENT_METHOD_CODES.bankTransfer, title: 'Bank transfer / invoice' },
  { code: PAYMENT_METHOD_CODES.cashOnDelivery, title: 'Cash On Delivery' },
  { code: PAYMENT_METHOD_CODES.card, title: 'Credit card' },
];

export interface ShippingChoice {
  country: string;
  carrierCode: string;
  methodCode: string;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The country of an address body (`{ country_id }`), or 400 when there is none. */
export function countryOf(address: unknown): string {
  const country = isRecord(address) ? text(address.country_id).toUpperCase() : '';
  if (!country) throw new UpstreamError(BAD_REQUEST, ORDER_MESSAGES.noShippingCountry);
  return country;
}

/** POST /api/cart/shipping-information's `addressInformation`: the shipping country and method codes. */
export function parseShippingInformation(body: unknown): ShippingChoice {
  const info = isRecord(body) ? body.addressInformation : undefined;
  if (!isRecord(info))
    throw new UpstreamError(BAD_REQUEST, 'No addressInformation element provided within the request body');
  return {
    country: countryOf(info.shippingAddress),
    carrierCode: text(info.shippingCarrierCode ?? info.shipping_carrier_code),
    methodCode: text(info.shippingMethodCode ?? info.shipping_method_code),
  };
}

/**
 * An address of the order body. The school fields of a billing address (seed 000 §3) are read at the top
 * level (`schoolCode`, `amountOfStudents`) or, as Magento extension attributes travel, from
 * `extension_attributes`; they are stored at the top level.
 */
export function parseOrderAddress(value: unknown, which: string): OrderAddress {
  if (!isRecord(value)) throw new UpstreamError(BAD_REQUEST, `The ${which} address is missing.`);
  const extension = isRecord(value.extension_attributes) ? value.extension_attributes : {};
  const street = Array.isArray(value.street) ? value.street.map(text).filter(Boolean) : [text(value.street)];
  const address: OrderAddress = {
    firstname: text(value.firstname),
    lastname: text(value.lastname),
    street: street.filter(Boolean),
    city: text(value.city),
    postcode: text(value.postcode),
    country_id: text(value.country_id).toUpperCase(),
  };
  for (const field of ['telephone', 'email', 'region', 'company', 'vat_id'] as const) {
    const fieldValue = text(value[field]);
    if (fieldValue) address[field] = fieldValue;
  }
  const schoolCode = text(value.schoolCode ?? extension.schoolCode);
  if (schoolCode) address.schoolCode = schoolCode;
  const students = value.amountOfStudents ?? extension.amountOfStudents;
  if (students !== undefined && students !== null && students !== '') {
    const amount = Number(students);
    if (!Number.isInteger(amount) || amount < 0)
      throw new UpstreamError(BAD_REQUEST, `"${String(students)}" is not an amount of students.`);
    address.amountOfStudents = amount;
  }
  const missing = (['firstname', 'lastname', 'city', 'postcode', 'country_id'] as const).filter(
    (field) => !address[field],
  );
  if (address.street.length === 0 || missing.length > 0)
    throw new UpstreamError(
      BAD_REQUEST,
      `The ${which} address is missing ${[...(address.street.length === 0 ? ['street'] : []), ...missing].join(', ')}.`,
    );
  return address;
}

export interface OrderProductLine {
  sku: string;
  qty: number;
  /** The price incl. tax the shop showed, when it sends one. */
  priceInclTax?: number;
}

/** The checked parts of the order body (vue-storefront-api's order schema). */
export interface OrderInput {
  cartId: string;
  products: OrderProductLine[];
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  shippingCarrierCode: string;
  shippingMethodCode: string;
  paymentMethodCode: string;
}

export function parseOrderBody(body: unknown): OrderInput {
  if (!isRecord(body)) throw new UpstreamError(BAD_REQUEST, 'The order body is missing.');
  const info = body.addressInformation;
  if (!isRecord(info))
    throw new UpstreamError(BAD_REQUEST, 'No addressInformation element provided within the request body');
  if (!Array.isArray(body.products) || body.products.length === 0)
    throw new UpstreamError(BAD_REQUEST, ORDER_MESSAGES.emptyCart);
  const products = body.products.map((product): OrderProductLine => {
    const sku = isRecord(product) ? text(product.sku) : '';
    const qty = isRecord(product) ? Number(product.qty) : Number.NaN;
    if (!sku || !Number.isFinite(qty) || qty <= 0)
      throw new UpstreamError(BAD_REQUEST, 'Every product of an order needs a sku and a qty greater than 0.');
    const price = isRecord(product) ? Number(product.priceInclTax) : Number.NaN;
    return Number.isFinite(price) ? { sku, qty, priceInclTax: price } : { sku, qty };
  });
  const paymentMethodCode = text(info.payment_method_code);
  if (!PAYMENT_METHODS.some((method) => method.code === paymentMethodCode))
    throw new UpstreamError(BAD_REQUEST, ORDER_MESSAGES.paymentMethodNotAvailable);
  return {
    cartId: text(body.cart_id),
    products,
    shippingAddress: parseOrderAddress(info.shippingAddress, 'shipping'),
    billingAddress: parseOrderAddress(info.billingAddress, 'billing'),
    shippingCarrierCode: text(info.shipping_carrier_code),
    shippingMethodCode: text(info.shipping_method_code),
    paymentMethodCode,
  };
}
