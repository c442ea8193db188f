import { shippingAddressErrors } from '@shop/validation';
import type { Context } from '../../context';
import { shippingMethodsAddress } from '../../domain/checkout/addresses';
import { CART_NOT_FOUND, ruleErrors } from '../../domain/checkout/checkoutErrors';
import { shippingMethodChoices } from '../../domain/checkout/methods';
import type { ResolversTypes, SetShippingAddressInput } from '../../generated/graphql';
import { checkoutCart } from '../cartAccess';
import { shippingMethodView } from './views';

type ShippingAddressPayload = ResolversTypes['ShippingAddressPayload'];

/**
 * Step 2 (seed 000 §4, §5): the address checked, then the platform's methods for it, unavailable ones
 * dropped and the first one the default. One platform call (POST shipping-methods).
 */
export async function setShippingAddress(
  { cartId, address }: SetShippingAddressInput,
  context: Context,
): Promise<ShippingAddressPayload> {
  const errors = ruleErrors(shippingAddressErrors(address), 'address');
  if (errors.length > 0) return { shippingMethods: [], userErrors: errors };
  const cart = await checkoutCart(cartId, context);
  if (!cart) return { shippingMethods: [], userErrors: [CART_NOT_FOUND] };
  const methods = await cart.commerce.platform.shippingMethods(cart.id, shippingMethodsAddress(address));
  if (!methods.ok) return { shippingMethods: [], userErrors: [CART_NOT_FOUND] };
  return {
    shippingMethods: shippingMethodChoices(methods.value).map((method) =>
      shippingMethodView(method, context.storeView.currency),
    ),
    userErrors: [],
  };
}
