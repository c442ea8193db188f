import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  // null for an unknown cart: the client then creates a new one (seed 000 §4 'Cart token').
  cart: async (_parent, { id }, { loaders }) => {
    if (!id) return null;
    const pulled = await loaders.cartItemsByCartId.load(id);
    return pulled.ok ? { id } : null;
  },
};
