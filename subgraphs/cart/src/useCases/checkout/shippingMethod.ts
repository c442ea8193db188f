import { shippingAddressErrors } from '@shop/validation';
import type { Context } from '../../context';
import type { CheckoutError } from '../../domain/checkout/checkoutErrors';
import { shippingInformationBody } from '../../domain/checkout/addresses';
import { CART_NOT_FOUND, ruleErrors, shippingMethodNotAvailable } from '../../domain/checkout/checkoutErrors';
import { isVirtualCart, paymentMethodChoices } from '../../domain/checkout/methods';
import type { ResolversTypes, SetShippingMethodInput } from '../../generated/graphql';
import { checkoutCart } from '../cartAccess';

type CheckoutTotalsPayload = ResolversTypes['CheckoutTotalsPayload'];

/**
 * Step 2, the method: POST shipping-information keeps address and method on the platform's cart and answers
 * the totals (shipping and B2B discount segments) and the payment methods, which the request's loaders keep,
 * so the answer's cart totals cost no further call.
 */
export async function setShippingMethod(
  { cartId, address, carrierCode, methodCode }: SetShippingMethodInput,
  context: Context,
): Promise<CheckoutTotalsPayload> {
  const errors = ruleErrors(shippingAddressErrors(address), 'address');
  if (errors.length > 0) return refused(errors);
  const cart = await checkoutCart(cartId, context);
  if (!cart) return refused([CART_NOT_FOUND]);
  const { platform, loaders } = cart.commerce;
  const saved = await platform.shippingInformation(
    cart.id,
    shippingInformationBody(address, carrierCode, methodCode),
  );
  if (!saved.ok)
    return refused([saved.failure === 'CART_NOT_FOUND' ? CART_NOT_FOUND : shippingMethodNotAvailable()]);
  loaders.cartTotalsByCartId.clear(cart.id).prime(cart.id, { ok: true, value: saved.value.totals });
  loaders.paymentMethodsByCartId
    .clear(cart.id)
    .prime(cart.id, { ok: true, value: saved.value.payment_methods });
  const items = await loaders.cartItemsByCartId.load(cart.id);
  if (!items.ok) return refused([CART_NOT_FOUND]);
  return {
    cart,
    paymentMethods: paymentMethodChoices(saved.value.payment_methods, isVirtualCart(items.value)),
    userErrors: [],
  };
}

function refused(userErrors: CheckoutError[]): CheckoutTotalsPayload {
  return { cart: null, paymentMethods: [], userErrors };
}
