import type { Commerce, Context } from '../context';
import { isVirtualCart, paymentMethodChoices, type PaymentMethodChoice } from '../domain/checkout/methods';
import type { CartRef } from '../models';

/**
 * Which cart a request may use (seed 000 §4 'Cart token'): a customer's own cart, found from the session
 * (the platform answers it to POST /api/cart/create with the token); a guest's cart by the id the guest holds,
 * pulled to prove it exists. A customer naming another cart's id gets none: a session never reaches into
 * someone else's cart.
 */
export async function cartOfRequest(
  cartId: string | null | undefined,
  context: Context,
): Promise<CartRef | null> {
  const cart = await checkoutCart(cartId, context);
  if (!cart || context.customerToken) return cart;
  const pulled = await context.loaders.cartItemsByCartId.load(cart.id);
  return pulled.ok ? cart : null;
}

/**
 * The cart a checkout step works on, as cartOfRequest, except that a guest cart is not pulled to prove it
 * exists: the step's platform call answers CART_NOT_FOUND for an unknown id, and a call is saved.
 */
export async function checkoutCart(
  cartId: string | null | undefined,
  context: Context,
): Promise<CartRef | null> {
  if (context.customerToken) {
    const own = await customerCart(context.commerce);
    return cartId && cartId !== own.id ? null : own;
  }
  return cartId ? { id: cartId, commerce: context.commerce } : null;
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

/**
 * The payment methods the cart may use (seed 000 §4: no cash on delivery for a virtual cart), from the
 * request's loaders: one payment-methods call and one pull per cart and request. Null when the cart is gone.
 */
export async function cartPaymentMethods({ id, commerce }: CartRef): Promise<PaymentMethodChoice[] | null> {
  const [methods, items] = await Promise.all([
    commerce.loaders.paymentMethodsByCartId.load(id),
    commerce.loaders.cartItemsByCartId.load(id),
  ]);
  if (!methods.ok || !items.ok) return null;
  return paymentMethodChoices(methods.value, isVirtualCart(items.value));
}
