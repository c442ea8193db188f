import { CARD_ORDER_STATUS, type AdyenResultCode, type PaymentStatus } from '@shop/contracts';

/** What a payment provider answered to /payments or /payments/details, reduced to what the shop keeps. */
export interface PaymentAnswer {
  resultCode: AdyenResultCode;
  pspReference?: string;
  refusalReason?: string;
  /** The action the card component performs next (3DS2 redirect or challenge). */
  action?: Record<string, unknown>;
}

/** Adyen's final result codes: nothing follows them; every other code waits for the shopper or the provider. */
const FINAL_RESULT_CODES: ReadonlySet<AdyenResultCode> = new Set([
  'Authorised',
  'Refused',
  'Cancelled',
  'Error',
]);

export function isFinalResultCode(resultCode: AdyenResultCode): boolean {
  return FINAL_RESULT_CODES.has(resultCode);
}

/**
 * The order's status after its payment's answer (Magento with Adyen): authorised is paid ('processing');
 * refused, cancelled or failed cancels the order; anything else keeps it waiting for the payment.
 */
export function orderStatusAfterPayment(resultCode: AdyenResultCode): string {
  if (resultCode === 'Authorised') return CARD_ORDER_STATUS.paid;
  if (isFinalResultCode(resultCode)) return CARD_ORDER_STATUS.cancelled;
  return CARD_ORDER_STATUS.awaitingPayment;
}

/** The PaymentStatus of payment/status and payment/fingerprint: the action only while the shopper must act. */
export function paymentStatusOf(answer: PaymentAnswer): PaymentStatus {
  const isFinal = isFinalResultCode(answer.resultCode);
  const status: PaymentStatus = { isFinal, resultCode: answer.resultCode };
  if (answer.refusalReason) status.refusalReason = answer.refusalReason;
  if (!isFinal && answer.action) status.action = answer.action;
  return status;
}
