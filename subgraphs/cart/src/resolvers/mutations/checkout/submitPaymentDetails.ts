import type { Context } from '../../../context';
import { paymentRefusal, paymentView } from '../../../domain/checkout/payment';
import type { ResolversTypes, SubmitPaymentDetailsInput } from '../../../generated/graphql';
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
  const parsed = jsonInput(details, 'details');
  if (orderId.trim() === '') throw badUserInput('The order id is empty.', 'orderId');
  // seed 000 §7: a guest names the cart, a customer's token is enough.
  const answered = await context.platform.paymentDetails(context.customerToken ? '' : (cartId ?? ''), {
    payload: JSON.stringify({ orderId: orderId.trim(), details: parsed }),
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
