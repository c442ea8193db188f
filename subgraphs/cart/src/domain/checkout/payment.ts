import type { PaymentStatus } from '@shop/contracts';
import type { CheckoutError } from './checkoutErrors';

/** The result of a card payment as the graph answers it (seed 000 §3 'Payment state'). */
export interface PaymentView {
  resultCode: string;
  isFinal: boolean;
  refusalReason: string | null;
  /** The action the card component performs next, as a JSON string (3DS2). */
  action: string | null;
}

export function paymentView(status: PaymentStatus): PaymentView {
  return {
    resultCode: status.resultCode,
    isFinal: status.isFinal,
    refusalReason: status.refusalReason ?? null,
    action: status.action ? JSON.stringify(status.action) : null,
  };
}

/**
 * A refused card is an expected outcome, not a success: PAYMENT_REFUSED with the card scheme's reason, so
 * the shopper can try another card or method (the order exists and waits for its payment).
 */
export function paymentRefusal(status: PaymentStatus): CheckoutError | null {
  if (status.resultCode !== 'Refused') return null;
  return { code: 'PAYMENT_REFUSED', message: status.refusalReason ?? 'Refused', field: 'paymentData' };
}
