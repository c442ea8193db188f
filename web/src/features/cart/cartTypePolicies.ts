import type { TypePolicies } from '@apollo/client';

/**
 * `Query.cart(id)` reads the cart a mutation already returned (createCart, addToCart) instead of asking the
 * server again: the mini cart shows the mutation's answer at once, and no slower refetch can overwrite it.
 */
export const cartTypePolicies: TypePolicies = {
  Query: {
    fields: {
      cart: {
        read(existing, { args, toReference }) {
          if (existing !== undefined) return existing;
          return typeof args?.id === 'string' ? toReference({ __typename: 'Cart', id: args.id }) : undefined;
        },
      },
    },
  },
};
