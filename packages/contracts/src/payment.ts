/**
 * The card payment extension of the commerce platform (seed 000 §7 'Card payment extension', base
 * `/api/ext/payment-adyen/`), in the `{ code, result }` envelope. A logged-in customer sends `?token=`, a guest
 * `?cartId=`. Shapes follow the Adyen Magento 2 plugin's headless calls, which the extension proxies: several
 * results are JSON strings, as the plugin answers them.
 */
import type { OrderAddress, ShippingInformationBody } from './order';

/** The extension's provider segment in `/api/ext/payment-{provider}/`. */
export const CARD_PAYMENT_PROVIDER = 'adyen';

/**
 * POST shipping-details: the cart's shipping information, as `addressInformation` of POST
 * /api/cart/shipping-information; the answer is the same (`ShippingInformationResult`).
 */
export interface ShippingDetailsBody {
  shippingDetails: ShippingInformationBody['addressInformation'];
}

/**
 * POST payment-information: places the order of the cart (the same checks as POST /api/order, and the same
 * idempotency: an `Idempotency-Key` header, or the same cart again, answers the first order) and starts one
 * payment for it. `result` is the order id (`OrderResult.magentoOrderId`) whether the card was authorised,
 * refused or needs the shopper's action: GET payment/status/{orderId} tells which. A refused card cancels the
 * order and gives the shopper their cart back, so a new attempt (with a new idempotency key) can follow.
 */
export interface PaymentInformationBody {
  paymentMethod: {
    /** `adyen_cc`. */
    method: string;
    additional_data: {
      /** The card component's state data as a JSON string (encrypted card fields, browserInfo, origin). */
      stateData: string;
      /** Where a redirect (3DS2 outside the page) returns: the shop's `/adyen/process/result`. */
      returnUrl?: string;
    };
  };
  billingAddress: OrderAddress;
  email: string;
  /** The order body's shipping part, so the order is placed with the same checks as POST /api/order. */
  shippingAddress?: OrderAddress;
  shipping_carrier_code?: string;
  shipping_method_code?: string;
  /** The cart's products with the prices the shopper saw (checked again, as in POST /api/order). */
  products?: { sku: string; qty: number; priceInclTax?: number }[];
}

/** Adyen's result codes the shop reacts to. */
export type AdyenResultCode =
  | 'Authorised'
  | 'Refused'
  | 'ChallengeShopper'
  | 'IdentifyShopper'
  | 'RedirectShopper'
  | 'Pending'
  | 'Received'
  | 'Cancelled'
  | 'Error';

/**
 * The payment status of an order (GET payment/status/{orderId}, and the answer of POST payment/fingerprint),
 * as a JSON string in `result`. `action` is Adyen's action object the card component performs (3DS2).
 */
export interface PaymentStatus {
  isFinal: boolean;
  resultCode: AdyenResultCode;
  /** Present for a refused payment: Adyen's refusal reason ('Refused', 'CVC Declined', 'Expired Card'...). */
  refusalReason?: string;
  action?: Record<string, unknown>;
  /** The order's increment id (the number the shopper sees), Adyen's merchant reference of the payment. */
  merchantReference?: string;
}

/** POST payment/fingerprint: the 3DS2 or redirect details the card component or the return page collected. */
export interface PaymentDetailsBody {
  /** JSON string: `{ orderId, details, paymentData? }`. */
  payload: string;
}

/** A saved card of POST vault (seed 000 §3 'loaded cards'); the shop's settings keep saved cards off. */
export interface VaultCard {
  id: string;
  brand: string;
  last_four: string;
  expiry_month: string;
  expiry_year: string;
  holder_name: string;
  public_hash: string;
  type: string;
  is_visible: boolean;
}

/** One method of POST methods/{storeCode}/{cartId} (its result is a JSON string of `{ paymentMethods }`). */
export interface AdyenPaymentMethod {
  type: string;
  name: string;
  brands?: string[];
}

/** The statuses a card order goes through (Magento's): placed, then paid or cancelled by the payment. */
export const CARD_ORDER_STATUS = {
  awaitingPayment: 'pending_payment',
  paid: 'processing',
  cancelled: 'canceled',
} as const;

/**
 * One payment the local card simulator received (GET /api/ext/payment-adyen/standin/payments?orderId=, outside
 * production), as Adyen's Customer Area lists them: tests count them to prove an order is paid once.
 */
export interface StandinCardPayment {
  pspReference: string;
  /** The order's increment id (Adyen's `reference`). */
  merchantReference: string;
  amount: { currency: string; value: number };
  resultCode: AdyenResultCode;
  refusalReason?: string;
  createdAt: string;
}
