import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreCode } from '@shop/store-views';
import { changedDraft, type CheckoutDraft } from './domain/checkoutDraft';
import { clearCheckoutDraft } from '@/shared/checkout/checkoutDraftStorage';
import { newIdempotencyKey, readCheckoutDraft, writeCheckoutDraft } from './checkoutDraftStore';

export interface CheckoutDraftState {
  /** null until the stored draft is read (once mounted: the server has no storage). */
  draft: CheckoutDraft | null;
  /** Keeps a change, modified now (seed 000 §4 modifiedAt); answers the draft as changed. */
  update(change: Partial<CheckoutDraft>): CheckoutDraft;
  /** A checkout attempt ended without an order (a refused card, a refused order): the next one gets a new key. */
  renewIdempotencyKey(): void;
  /**
   * The order is placed: the stored draft is discarded. The page keeps showing what it had while it leaves for
   * the confirmation (the router navigates in a transition, after this page's own updates).
   */
  discard(): void;
}

/**
 * The checkout draft of this store view, read once mounted, written at every change, and followed across tabs
 * (the storage event): a second tab continues the same checkout with the same idempotency key.
 */
export function useCheckoutDraft(store: StoreCode): CheckoutDraftState {
  const [draft, setDraft] = useState<CheckoutDraft | null>(null);
  const current = useRef<CheckoutDraft | null>(null);

  const keep = useCallback(
    (next: CheckoutDraft) => {
      current.current = next;
      writeCheckoutDraft(store, next);
      setDraft(next);
      return next;
    },
    [store],
  );

  useEffect(() => {
    keep(readCheckoutDraft(store));
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage) {
        const next = readCheckoutDraft(store);
        current.current = next;
        setDraft(next);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, keep]);

  const update = useCallback(
    (change: Partial<CheckoutDraft>) =>
      keep(changedDraft(current.current ?? readCheckoutDraft(store), change, Date.now())),
    [keep, store],
  );
  const renewIdempotencyKey = useCallback(
    () => void update({ idempotencyKey: newIdempotencyKey() }),
    [update],
  );
  const discard = useCallback(() => {
    clearCheckoutDraft(store);
    current.current = null;
  }, [store]);

  return { draft, update, renewIdempotencyKey, discard };
}
