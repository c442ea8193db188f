import { GraphQLError } from 'graphql';
import type { ServerCartItem } from '@shop/contracts';
import type { CartRef } from '../models';
import type { CartResolvers } from '../generated/graphql';
import { cartLine, itemsQty, totalsInCurrency } from '../domain/totals';
import { holdsClassreadingBundle } from '../domain/checkout/classreadingBundle';
import { isVirtualCart } from '../domain/checkout/methods';
import { cartPaymentMethods } from '../useCases/cartAccess';

export const Cart: CartResolvers = {
  items: async (cart, _args, context) =>
    (await itemsOf(cart)).map((item) => cartLine(item, context.storeView.currency)),
  itemsQty: async (cart) => itemsQty(await itemsOf(cart)),
  totals: async (cart, _args, context) => totalsInCurrency(await totalsOf(cart), context.storeView.currency),
  couponCode: async (cart) => (await totalsOf(cart)).coupon_code ?? null,
  isVirtual: async (cart) => isVirtualCart(await itemsOf(cart)),
  hasClassreadingBundle: async (cart) => holdsClassreadingBundle(await itemsOf(cart)),
  paymentMethods: async (cart) => {
    const methods = await cartPaymentMethods(cart);
    if (!methods) throw cartGone(cart.id);
    return methods;
  },
};

async function itemsOf({ id, commerce }: CartRef): Promise<ServerCartItem[]> {
  const pulled = await commerce.loaders.cartItemsByCartId.load(id);
  if (!pulled.ok) throw cartGone(id);
  return pulled.value;
}

async function totalsOf({ id, commerce }: CartRef) {
  const totals = await commerce.loaders.cartTotalsByCartId.load(id);
  if (!totals.ok) throw cartGone(id);
  return totals.value;
}

/** The cart existed when the request started (Query.cart, a mutation) and is gone now: not a business outcome. */
function cartGone(id: string): GraphQLError {
  return new GraphQLError(`Cart ${id} disappeared from the commerce platform during the request`, {
    extensions: { code: 'CART_NOT_FOUND' },
  });
}
