import { GraphQLError } from 'graphql';
import type { ServerCartItem } from '@shop/contracts';
import type { Commerce, Context } from '../context';
import type { CartResolvers } from '../generated/graphql';
import { cartLine, itemsQty, totalsInCurrency } from '../domain/totals';
import { holdsClassreadingBundle } from '../domain/checkout/classreadingBundle';
import { isVirtualCart } from '../domain/checkout/methods';
import { cartPaymentMethods } from './checkoutCart';

/**
 * A cart known to exist, and the platform as the one who may use it sees it (the customer's token for a
 * customer's cart, none for a guest cart); its lines and totals are pulled only when asked for.
 */
export interface CartRef {
  id: string;
  /** Left out: the request's own view. */
  commerce?: Commerce;
}

export const Cart: CartResolvers = {
  items: async (cart, _args, context) =>
    (await itemsOf(cart, context)).map((item) => cartLine(item, context.storeView.currency)),
  itemsQty: async (cart, _args, context) => itemsQty(await itemsOf(cart, context)),
  totals: async (cart, _args, context) =>
    totalsInCurrency(await totalsOf(cart, context), context.storeView.currency),
  couponCode: async (cart, _args, context) => (await totalsOf(cart, context)).coupon_code ?? null,
  isVirtual: async (cart, _args, context) => isVirtualCart(await itemsOf(cart, context)),
  hasClassreadingBundle: async (cart, _args, context) =>
    holdsClassreadingBundle(await itemsOf(cart, context)),
  paymentMethods: async ({ id, commerce }, _args, context) => {
    const methods = await cartPaymentMethods({ id, commerce: commerce ?? context.commerce });
    if (!methods) throw cartGone(id);
    return methods;
  },
};

async function itemsOf({ id, commerce }: CartRef, context: Context): Promise<ServerCartItem[]> {
  const pulled = await (commerce ?? context.commerce).loaders.cartItemsByCartId.load(id);
  if (!pulled.ok) throw cartGone(id);
  return pulled.value;
}

async function totalsOf({ id, commerce }: CartRef, context: Context) {
  const totals = await (commerce ?? context.commerce).loaders.cartTotalsByCartId.load(id);
  if (!totals.ok) throw cartGone(id);
  return totals.value;
}

/** The cart existed when the request started (Query.cart, a mutation) and is gone now: not a business outcome. */
function cartGone(id: string): GraphQLError {
  return new GraphQLError(`Cart ${id} disappeared from the commerce platform during the request`, {
    extensions: { code: 'CART_NOT_FOUND' },
  });
}
