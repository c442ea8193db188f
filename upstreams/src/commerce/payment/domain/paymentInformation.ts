import { ORDER_MESSAGES, PAYMENT_METHOD_CODES } from '@shop/contracts';
import { UpstreamError } from '../../../shared/envelope';
import { isRecord } from '../../domain/checkoutInput';
import { parseCardStateData, type CardStateData } from './stateData';

const BAD_REQUEST = 400;

/** payment-information's body, read: the order part in POST /api/order's shape, and the card part. */
export interface PaymentInformation {
  /** The body POST /api/order takes, so the order is placed with the same checks (domain/checkoutInput.ts). */
  orderBody: {
    cart_id: string;
    products: unknown[] | undefined;
    addressInformation: Record<string, unknown>;
  };
  stateData: CardStateData;
  returnUrl: unknown;
}

/**
 * The body of POST payment-information (the Adyen plugin's headless call): `paymentMethod.method` must be the
 * card method, `additional_data.stateData` the card component's state. The shopper's `email` goes with the
 * billing address, as POST /api/order reads it; without a shipping address the billing address stands in.
 */
export function readPaymentInformation(body: unknown, cartId: string): PaymentInformation {
  if (!isRecord(body)) throw new UpstreamError(BAD_REQUEST, 'The payment information is missing.');
  const method = isRecord(body.paymentMethod) ? body.paymentMethod : {};
  if (method.method !== PAYMENT_METHOD_CODES.card)
    throw new UpstreamError(BAD_REQUEST, ORDER_MESSAGES.paymentMethodNotAvailable);
  const additional = isRecord(method.additional_data) ? method.additional_data : {};
  const stateData = parseCardStateData(additional.stateData);
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const billing = isRecord(body.billingAddress) ? { ...body.billingAddress } : body.billingAddress;
  if (isRecord(billing) && email) billing.email = email;
  return {
    orderBody: {
      cart_id: cartId,
      products: Array.isArray(body.products) ? body.products : undefined,
      addressInformation: {
        shippingAddress: body.shippingAddress ?? billing,
        billingAddress: billing,
        shipping_carrier_code: body.shipping_carrier_code,
        shipping_method_code: body.shipping_method_code,
        payment_method_code: PAYMENT_METHOD_CODES.card,
      },
    },
    stateData,
    returnUrl: additional.returnUrl,
  };
}

/** payment/fingerprint's `payload`: a JSON string of `{ orderId, details, paymentData? }`. */
export interface DetailsPayload {
  orderId: number;
  details: Record<string, unknown>;
  paymentData?: string;
}

export function readDetailsPayload(body: unknown): DetailsPayload {
  const raw = isRecord(body) ? body.payload : undefined;
  let payload: unknown = raw;
  if (typeof raw === 'string') {
    try {
      payload = JSON.parse(raw);
    } catch {
      throw new UpstreamError(BAD_REQUEST, 'The payload is not valid JSON.');
    }
  }
  if (!isRecord(payload))
    throw new UpstreamError(BAD_REQUEST, 'The payload ({ orderId, details }) is missing.');
  const orderId = Number(payload.orderId);
  if (!Number.isInteger(orderId) || orderId <= 0)
    throw new UpstreamError(BAD_REQUEST, 'The payload names no order (orderId).');
  if (!isRecord(payload.details)) throw new UpstreamError(BAD_REQUEST, 'The payload has no details.');
  const read: DetailsPayload = { orderId, details: payload.details };
  if (typeof payload.paymentData === 'string' && payload.paymentData) read.paymentData = payload.paymentData;
  return read;
}
