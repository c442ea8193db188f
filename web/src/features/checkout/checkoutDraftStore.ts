import type { StoreCode } from '@shop/store-views';
import { checkoutDraftKey, clearCheckoutDraft } from '@/shared/checkout/checkoutDraftStorage';
import {
  isInCheckout,
  newCheckoutDraft,
  parseDraft,
  storableDraft,
  type CheckoutDraft,
} from './domain/checkoutDraft';

/**
 * The checkout draft in localStorage (its key in shared/checkout). localStorage, so a reload or a second tab
 * continues the same checkout with the same idempotency key; discarded 30 minutes after its last change
 * (seed 000 §4), at logout, and once the order is placed.
 */

/** A new idempotency key for a checkout attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The draft of this store's checkout, or a new one when there is none or it has expired. */
export function readCheckoutDraft(store: StoreCode, now = Date.now()): CheckoutDraft {
  let stored: CheckoutDraft | null = null;
  try {
    stored = parseDraft(localStorage.getItem(checkoutDraftKey(store)));
  } catch {
    // storage blocked: the checkout lasts as long as the page
  }
  if (stored && isInCheckout(stored, now)) return stored;
  if (stored) clearCheckoutDraft(store);
  return newCheckoutDraft(newIdempotencyKey(), now);
}

export function writeCheckoutDraft(store: StoreCode, draft: CheckoutDraft): void {
  try {
    localStorage.setItem(checkoutDraftKey(store), JSON.stringify(storableDraft(draft)));
  } catch {
    // storage blocked or full: the page keeps the draft in memory
  }
}
