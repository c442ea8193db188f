/**
 * The card payment extension of the commerce platform (seed 000 §7 'Card payment extension', base
 * `/api/ext/payment-adyen/`), in the `{ code, result }` envelope. A logged-in customer sends `?token=`, a guest
 * `?cartId=`. Shapes follow the Adyen Magento 2 plugin's headless calls, which the extension proxies: several
 * results are JSON strings, as the plugin answers them.
 */
import type { OrderAddress } from './order';

/** The extension's provider segment in `/api/ext/payment-{provider}/`. */
export const CARD_PAYMENT_PROVIDER = 'adyen';

/** POST payment-information: places the order of the cart and starts the card payment. */
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
