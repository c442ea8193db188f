import { wrongResponseFormat } from '@shop/service';
import type { AdyenResultCode, PaymentStatus } from '@shop/contracts';
import { UPSTREAM } from './envelopes';

const RESULT_CODES: readonly AdyenResultCode[] = [
  'Authorised',
  'Refused',
  'ChallengeShopper',
  'IdentifyShopper',
  'RedirectShopper',
  'Pending',
  'Received',
  'Cancelled',
  'Error',
];

/** POST payment-information's result: the order id (the Adyen plugin answers Magento's id, a number or a string). */
export function orderIdOf(result: unknown): string {
  if ((typeof result === 'string' && result.trim() !== '') || typeof result === 'number')
    return String(result).trim();
  throw wrongResponseFormat(UPSTREAM);
}

/**
 * A payment status of the card payment extension: a JSON string in `result`, as the Adyen plugin answers it
 * (an object is taken as it is). An answer without a known result code is an unexpected failure.
 */
export function paymentStatusOf(result: unknown): PaymentStatus {
  let parsed: unknown = result;
  if (typeof result === 'string') {
    try {
      parsed = JSON.parse(result);
    } catch {
      throw wrongResponseFormat(UPSTREAM);
    }
  }
  const status = parsed as Partial<PaymentStatus> | null;
  if (
    typeof status !== 'object' ||
    status === null ||
    !RESULT_CODES.includes(status.resultCode as AdyenResultCode) ||
    typeof status.isFinal !== 'boolean'
  )
    throw wrongResponseFormat(UPSTREAM);
  return {
    isFinal: status.isFinal,
    resultCode: status.resultCode as AdyenResultCode,
    ...(typeof status.refusalReason === 'string' ? { refusalReason: status.refusalReason } : {}),
    ...(typeof status.action === 'object' && status.action !== null ? { action: status.action } : {}),
    ...(typeof status.merchantReference === 'string' && status.merchantReference !== ''
      ? { merchantReference: status.merchantReference }
      : {}),
  };
}
