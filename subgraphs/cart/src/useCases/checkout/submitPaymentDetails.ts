import type { Context } from '../../context';
import { paymentRefusal, paymentView } from '../../domain/checkout/payment';
import type { ResolversTypes, SubmitPaymentDetailsInput } from '../../generated/graphql';
import { badUserInput, jsonInput } from './input';

/**
 * Finishes a card payment after the shopper's action (3DS2 challenge, or the return to
 * /adyen/process/result) through POST payment/fingerprint; the extension answers a finished payment as it is,
 * so sending the details twice answers the first result.
 */
export async function submitPaymentDetails(
  { cartId, orderId, details }: SubmitPaymentDetailsInput,
  context: Context,
): Promise<ResolversTypes['PaymentDetailsPayload']> {
  const { details: collected, paymentData } = stateDataOf(jsonInput(details, 'details'));
  if (orderId.trim() === '') throw badUserInput('The order id is empty.', 'orderId');
  // seed 000 §7: a guest names the cart, a customer's token is enough.
  const answered = await context.platform.paymentDetails(context.customerToken ? '' : (cartId ?? ''), {
    payload: JSON.stringify({
      orderId: orderId.trim(),
      details: collected,
      ...(paymentData ? { paymentData } : {}),
    }),
  });
  if (!answered.ok)
    return {
      orderId,
      payment: null,
      userErrors: [{ code: answered.failure, message: answered.message, field: 'details' }],
    };
  const refusal = paymentRefusal(answered.value);
  return { orderId, payment: paymentView(answered.value), userErrors: refusal ? [refusal] : [] };
}

/**
 * Adyen's additional-details state data, `{ details, paymentData? }`: what the card component hands over after a
 * 3DS2 challenge, and `{ details: { redirectResult } }` after the return from the issuer's page.
 */
function stateDataOf(value: unknown): { details: Record<string, unknown>; paymentData?: string } {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const { details, paymentData } = record;
  if (typeof details !== 'object' || details === null || Array.isArray(details))
    throw badUserInput(
      'details must be the state data { details, paymentData? } of the card component.',
      'details',
    );
  return {
    details: details as Record<string, unknown>,
    ...(typeof paymentData === 'string' && paymentData !== '' ? { paymentData } : {}),
  };
}
