import { checkoutPersonalDetailsErrors } from '@shop/validation';
import { ruleErrors } from '../../domain/checkout/checkoutErrors';
import type { CheckoutPersonalDetailsInput, ResolversTypes } from '../../generated/graphql';

/** Step 1 (seed 000 §3 personalDetails, §5 rules): checked only; the account is created with the order. */
export function setCheckoutPersonalDetails(
  input: CheckoutPersonalDetailsInput,
): ResolversTypes['CheckoutPersonalDetailsPayload'] {
  const userErrors = ruleErrors(checkoutPersonalDetailsErrors(input));
  return { valid: userErrors.length === 0, userErrors };
}
