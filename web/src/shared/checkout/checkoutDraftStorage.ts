import { useEffect } from 'react';
import { STORE_VIEWS, STORE_CODES, type StoreCode } from '@shop/store-views';
import { onSessionChange } from '@/shared/session';

/**
 * Where the checkout keeps the shopper's details (features/checkout): localStorage, one draft per platform
 * store beside the cart id it belongs to (nl-be and en-be share theirs, as their cart). Here, and not in the
 * checkout, because the app clears it at logout from any page, and the checkout's code loads only with the
 * checkout.
 */
export function checkoutDraftKey(store: StoreCode): string {
  return `shop/store-${STORE_VIEWS[store].storeId}/checkout-draft`;
}

export function clearCheckoutDraft(store: StoreCode): void {
  try {
    localStorage.removeItem(checkoutDraftKey(store));
  } catch {
    // storage blocked: nothing was stored
  }
}

/** seed 000 §4 'User session': logout clears the checkout details, of every store view. */
export function clearAllCheckoutDrafts(): void {
  for (const code of STORE_CODES) clearCheckoutDraft(code);
}

/** Clears the checkout details at every logout; mounted once with the store view. */
export function useForgetCheckoutAtLogout(): void {
  useEffect(
    () =>
      onSessionChange((change) => {
        if (change === 'logout') clearAllCheckoutDrafts();
      }),
    [],
  );
}
