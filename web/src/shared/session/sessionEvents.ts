/**
 * What happened to the shopper's session in this tab: 'login' (a login or registration, the guest cart
 * joined to the customer's) or 'logout'. The account feature emits; the features that keep per-shopper
 * state (cart, compare list) listen and reset themselves (seed 000 §4 'User session': logout clears cart,
 * wishlist, compare list and checkout details), since features never import each other.
 */
export type SessionEvent = 'login' | 'logout';

type SessionListener = (event: SessionEvent) => void;

const listeners = new Set<SessionListener>();

/** Calls `listener` on every session change until the returned function is called. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener; one failing listener does not keep the others from hearing it. */
export function emitSessionChange(event: SessionEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('session listener failed', error);
    }
  }
}
