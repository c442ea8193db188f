import { GraphQLError } from 'graphql';
import type { ServerCartItem } from '@shop/contracts';
import type { Context } from '../context';
import type { CartResolvers } from '../generated/graphql';
import { cartLine, itemsQty, totalsInCurrency } from '../domain/totals';

/** A cart known to exist; its lines and totals are pulled from the platform only when asked for. */
export interface CartRef {
  id: string;
}

export const Cart: CartResolvers = {
  items: async ({ id }, _args, context) =>
    (await itemsOf(id, context)).map((item) => cartLine(item, context.storeView.currency)),
  itemsQty: async ({ id }, _args, context) => itemsQty(await itemsOf(id, context)),
  totals: async ({ id }, _args, { loaders, storeView }) => {
    const totals = await loaders.cartTotalsByCartId.load(id);
    if (!totals.ok) throw cartGone(id);
    return totalsInCurrency(totals.value, storeView.currency);
  },
};

async function itemsOf(id: string, { loaders }: Context): Promise<ServerCartItem[]> {
  const pulled = await loaders.cartItemsByCartId.load(id);
  if (!pulled.ok) throw cartGone(id);
  return pulled.value;
}

/** The cart existed when the request started (Query.cart, a mutation) and is gone now: not a business outcome. */
function cartGone(id: string): GraphQLError {
  return new GraphQLError(`Cart ${id} disappeared from the commerce platform during the request`, {
    extensions: { code: 'CART_NOT_FOUND' },
  });
}
