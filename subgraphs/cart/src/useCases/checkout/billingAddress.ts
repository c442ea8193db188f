import { billingAddressErrors } from '@shop/validation';
import { ruleErrors } from '../../domain/checkout/checkoutErrors';
import type { ResolversTypes, SetBillingAddressInput } from '../../generated/graphql';

/** Step 3 (seed 000 §3 paymentDetails with the school fields, §5 rules): checked only, sent with the order. */
export function setBillingAddress({
  address,
}: SetBillingAddressInput): ResolversTypes['BillingAddressPayload'] {
  const userErrors = ruleErrors(billingAddressErrors(address), 'address');
  return { valid: userErrors.length === 0, userErrors };
}
