import type { Context } from '../../context';
import type { CheckoutError } from '../../domain/checkout/checkoutErrors';
import { CART_NOT_FOUND, paymentMethodNotAvailable } from '../../domain/checkout/checkoutErrors';
import type { ResolversTypes, SetPaymentMethodInput } from '../../generated/graphql';
import { cartPaymentMethods, checkoutCart } from '../cartAccess';

type CheckoutTotalsPayload = ResolversTypes['CheckoutTotalsPayload'];

/**
 * Step 3, the method (seed 000 §4: no cash on delivery for a virtual cart): checked against the methods the
 * cart may use, then POST collect-totals with it, whose totals the request's loaders keep.
 */
export async function setPaymentMethod(
  { cartId, code }: SetPaymentMethodInput,
  context: Context,
): Promise<CheckoutTotalsPayload> {
  const cart = await checkoutCart(cartId, context);
  if (!cart) return refused([CART_NOT_FOUND]);
  const methods = await cartPaymentMethods(cart);
  if (!methods) return refused([CART_NOT_FOUND]);
  if (!methods.some((method) => method.code === code))
    return { ...refused([paymentMethodNotAvailable()]), paymentMethods: methods };
  const totals = await cart.commerce.platform.collectTotals(cart.id, {
    methods: { paymentMethod: { method: code } },
  });
  if (!totals.ok) return refused([CART_NOT_FOUND]);
  cart.commerce.loaders.cartTotalsByCartId.clear(cart.id).prime(cart.id, totals);
  return { cart, paymentMethods: methods, userErrors: [] };
}

function refused(userErrors: CheckoutError[]): CheckoutTotalsPayload {
  return { cart: null, paymentMethods: [], userErrors };
}
