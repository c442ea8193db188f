/**
 * The checkout calls of the commerce platform (vue-storefront-api, seed 000 §7 Cart and Orders), inside the
 * `{ code, result }` envelope. Shapes follow vue-storefront-api's Magento 2 adapter and its order schema.
 */
import type { CartTotals } from './commerce';

/** One shipping method of POST /api/cart/shipping-methods; the shop drops those with `available: false`. */
export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** Incl. tax, in the store view's currency. */
  amount: number;
  price_incl_tax: number;
  price_excl_tax: number;
  available: boolean;
  /** Why a method does not apply; empty when it does. */
  error_message: string;
}

/** The `address` of POST /api/cart/shipping-methods (seed 000 §7: region, region_id, country_id, street, postcode, city, region_code). */
export interface ShippingMethodsAddress {
  country_id: string;
  street?: string[];
  postcode?: string;
  city?: string;
  region?: string;
  region_id?: number;
  region_code?: string;
}

/**
 * The body of POST /api/cart/collect-totals (vue-storefront-api's `methods`): the totals with these methods;
 * without a carrier code, with the cart's own shipping choice.
 */
export interface CollectTotalsBody {
  methods: {
    paymentMethod?: { method: string };
    shippingCarrierCode?: string;
    shippingMethodCode?: string;
  };
}

/** One payment method of GET /api/cart/payment-methods. */
export interface PaymentMethod {
  code: string;
  title: string;
}

/**
 * The payment method codes of the platform: `checkmo` is the bank transfer / invoice method that needs no
 * card, `cashondelivery` pays the carrier, `adyen_cc` is the card payment extension's method.
 */
export const PAYMENT_METHOD_CODES = {
  bankTransfer: 'checkmo',
  cashOnDelivery: 'cashondelivery',
  card: 'adyen_cc',
} as const;

/**
 * An address of the checkout. The school fields of the billing address (seed 000 §3 Checkout) travel at the
 * top level, beside Magento's `company` and `vat_id` (the tax id): `schoolCode` and `amountOfStudents`.
 */
export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone?: string;
  email?: string;
  region?: string;
  company?: string;
  vat_id?: string;
  schoolCode?: string;
  amountOfStudents?: number;
}

/** The body of POST /api/cart/shipping-information. */
export interface ShippingInformationBody {
  addressInformation: {
    shippingAddress: Partial<OrderAddress> & { country_id: string };
    billingAddress?: Partial<OrderAddress>;
    shippingCarrierCode: string;
    shippingMethodCode: string;
  };
}

/** POST /api/cart/shipping-information: the totals with the shipping segment and the payment methods. */
export interface ShippingInformationResult {
  totals: CartTotals;
  payment_methods: PaymentMethod[];
}

/** One product line of the order body (vue-storefront-api's order schema; the price is checked again). */
export interface OrderProductInput {
  sku: string;
  qty: number;
  price?: number;
  priceInclTax?: number;
  name?: string;
}

/** The body of POST /api/order (vue-storefront-api's order schema). */
export interface OrderBody {
  user_id?: string | number;
  cart_id: string;
  products: OrderProductInput[];
  addressInformation: {
    shippingAddress: OrderAddress;
    billingAddress: OrderAddress;
    shipping_method_code: string;
    shipping_carrier_code: string;
    payment_method_code: string;
    payment_method_additional?: Record<string, unknown>;
  };
}

/** POST /api/order: the placed order (the same one when the same cart or idempotency key comes again). */
export interface OrderResult {
  magentoOrderId: string;
  backendOrderId: string;
  transferedAt: string;
}

/** Refusals of the checkout calls the shop reacts to (Magento's wording). */
export const ORDER_MESSAGES = {
  shippingMethodNotAvailable: 'Carrier with such method not found',
  noShippingCountry: 'The shipping address is missing. Set the address and try again.',
  paymentMethodNotAvailable: 'The requested Payment Method is not available.',
  emptyCart: 'The cart is empty. Add products to the cart and try again.',
  cartChanged: "The cart's products, quantities or prices have changed. Review the cart and try again.",
} as const;
