import type { Reference, TypePolicies } from '@apollo/client';

/**
 * `Query.cart(id)` reads the cart a mutation already returned (createCart, addToCart) instead of asking the
 * server again: the mini cart shows the mutation's answer at once, and no slower refetch can overwrite it.
 */
export const cartTypePolicies: TypePolicies = {
  Cart: {
    fields: {
      // Cart lines have no id of their own: the cart's lines and the checkout's summary ask different fields of
      // them. Merged by itemId, one answer does not drop what the other asked (which would make the other ask
      // the server again); a line the new answer lacks is gone from the cart.
      items: {
        merge(
          existing: readonly Reference[] | undefined,
          incoming: readonly Reference[],
          { readField, mergeObjects },
        ) {
          return incoming.map((line) => {
            const itemId = readField<string>('itemId', line);
            const before = existing?.find((old) => readField<string>('itemId', old) === itemId);
            return before ? mergeObjects(before, line) : line;
          });
        },
      },
    },
  },
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
