/**
 * The session's two moments the features react to (seed 000 §4 'User session'): at 'login' the cart feature
 * drops the guest cart id (the server joined that cart to the customer's) and loads the customer's cart; at
 * 'logout' the cart, the compare list, the wishlist and the checkout details are cleared. Features never
 * import each other: the account feature emits, the others listen here. 'reading-logout': the end of a reading
 * programme session (seed 001 §8), which leaves a shop customer's own session, cart and lists as they are.
 */
export type SessionChange = 'login' | 'logout' | 'reading-logout';

export type SessionChangeListener = (change: SessionChange) => void;

const listeners = new Set<SessionChangeListener>();

/** Calls `listener` at every login and logout in this browser tab; the returned function stops that. */
export function onSessionChange(listener: SessionChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Tells every listener. One listener failing does not keep the others from clearing their data: a logout
 * must clear everything it can.
 */
export function emitSessionChange(change: SessionChange): void {
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      console.error(`A ${change} listener failed`, error);
    }
  }
}
