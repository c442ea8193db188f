import type { Commerce, Context } from '../context';
import { isVirtualCart, paymentMethodChoices, type PaymentMethodChoice } from '../domain/checkout/methods';
import type { CartRef } from './Cart';
import { customerCart } from './cartAccess';

/** A cart of the checkout with the platform as its owner sees it. */
export interface CheckoutCart {
  id: string;
  commerce: Commerce;
}

/**
 * The cart a checkout step works on: a customer's own cart from the session (another id answers none), a
 * guest's cart by its id. A guest cart is not pulled to prove it exists: the step's platform call answers
 * CART_NOT_FOUND for an unknown id, and a call is saved.
 */
export async function checkoutCart(
  cartId: string | null | undefined,
  context: Context,
): Promise<CheckoutCart | null> {
  if (context.customerToken) {
    const own = await customerCart(context.commerce);
    return cartId && cartId !== own.id ? null : { id: own.id, commerce: context.commerce };
  }
  return cartId ? { id: cartId, commerce: context.commerce } : null;
}

export function cartRef(cart: CheckoutCart): CartRef {
  return { id: cart.id, commerce: cart.commerce };
}

/**
 * The payment methods the cart may use (seed 000 §4: no cash on delivery for a virtual cart), from the
 * request's loaders: one payment-methods call and one pull per cart and request. Null when the cart is gone.
 */
export async function cartPaymentMethods(cart: CheckoutCart): Promise<PaymentMethodChoice[] | null> {
  const [methods, items] = await Promise.all([
    cart.commerce.loaders.paymentMethodsByCartId.load(cart.id),
    cart.commerce.loaders.cartItemsByCartId.load(cart.id),
  ]);
  if (!methods.ok || !items.ok) return null;
  return paymentMethodChoices(methods.value, isVirtualCart(items.value));
}
