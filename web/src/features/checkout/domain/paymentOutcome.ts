/**
 * What the answer of placeOrder or submitPaymentDetails means for the shopper (seed 000 §3 'Payment state'):
 * the order is placed (no card, or the card authorised: the confirmation follows), the card was refused (the
 * cart stays and the shopper may try again), the card component must act (a 3DS2 challenge or a redirect to
 * the issuer), or the order was refused with userErrors.
 */
export type PaymentOutcome =
  | { kind: 'placed' }
  | { kind: 'refused'; reason: string | null }
  | { kind: 'action'; action: string }
  | { kind: 'failed' }
  | { kind: 'rejected' };

export interface PlaceOrderAnswer {
  order: { id: string } | null;
  payment: { resultCode: string; refusalReason?: string | null; action?: string | null } | null;
  userErrors: readonly { code: string }[];
}

/** Result codes of a payment that is under way and ends well without the shopper (the order stands). */
const PLACED_RESULTS = new Set(['Authorised', 'Pending', 'Received']);

export function paymentOutcomeOf(answer: PlaceOrderAnswer): PaymentOutcome {
  const { order, payment } = answer;
  if (
    payment?.resultCode === 'Refused' ||
    answer.userErrors.some((error) => error.code === 'PAYMENT_REFUSED')
  )
    return { kind: 'refused', reason: payment?.refusalReason ?? null };
  if (!order) return { kind: 'rejected' };
  if (!payment) return { kind: 'placed' };
  if (payment.action) return { kind: 'action', action: payment.action };
  if (PLACED_RESULTS.has(payment.resultCode)) return { kind: 'placed' };
  return { kind: 'failed' };
}
