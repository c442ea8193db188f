import { CHECKOUT_STEPS, type CheckoutStep } from '@/shared/storeView';
import type { CheckoutDraft } from './checkoutDraft';
import { shippingAddressErrors, personalDetailsErrors, type AccountFields } from './checkoutRules';

/** The step in the address; anything else is the first step. */
export function stepOf(value: string | null): CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(value ?? '') ? (value as CheckoutStep) : 'personal';
}

/**
 * The furthest step the shopper may be on with what the draft holds (seed 000 §4: personal details, shipping,
 * payment, in that order): an address naming a later step (a bookmark, a reload after 30 minutes, a password
 * forgotten by a reload) goes back to the first step that is not complete.
 */
export function furthestStep(draft: CheckoutDraft, password: AccountFields): CheckoutStep {
  const personal = draft.personalDetails;
  if (!personal || personalDetailsErrors(personal, password).length > 0) return 'personal';
  const address = draft.shippingAddress;
  if (!address || shippingAddressErrors(address).length > 0 || !draft.shippingMethod) return 'shipping';
  return 'payment';
}

export function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}
