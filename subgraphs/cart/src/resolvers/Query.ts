import type { QueryResolvers } from '../generated/graphql';
import { cartOfRequest } from '../useCases/cartAccess';

export const Query: QueryResolvers = {
  // null for an unknown cart: the client then creates a new one (seed 000 §4 'Cart token').
  cart: (_parent, { id }, context) => cartOfRequest(id, context),
  // A guest has no profile; a token the platform rejects is UNAUTHENTICATED (the client refreshes its session).
  me: async (_parent, _args, context) => {
    if (!context.customerToken) return null;
    const profile = await context.loaders.customerProfile();
    return { commerce: context.commerce, profile };
  },
};
