import type { Commerce, Context } from '../context';
import type { CartRef } from './Cart';

/**
 * Which cart a request may use (seed 000 §4 'Cart token'): a customer's own cart, found from the session
 * (the platform answers it to POST /api/cart/create with the token); a guest's cart by the id the guest holds.
 * A customer naming another cart's id gets none: a session never reaches into someone else's cart.
 */
export async function cartOfRequest(
  cartId: string | null | undefined,
  context: Context,
): Promise<CartRef | null> {
  if (context.customerToken) {
    const own = await customerCart(context.commerce);
    return cartId && cartId !== own.id ? null : own;
  }
  if (!cartId) return null;
  const pulled = await context.loaders.cartItemsByCartId.load(cartId);
  return pulled.ok ? { id: cartId, commerce: context.commerce } : null;
}

/** The customer's cart, created when there is none yet (one platform call per request). */
export async function customerCart(commerce: Commerce): Promise<CartRef> {
  return { id: await commerce.loaders.customerCartId(), commerce };
}

/** The cart changed: what this request pulled of it is stale. */
export function forgetCart({ loaders }: Pick<Commerce, 'loaders'>, cartId: string): void {
  loaders.cartItemsByCartId.clear(cartId);
  loaders.cartTotalsByCartId.clear(cartId);
}
