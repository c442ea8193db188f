import type { ApolloServerPlugin, BaseContext } from '@apollo/server';

/**
 * A subgraph's answers are public (`@cacheControl` in its SDL) for guests only: an answer to a customer token
 * may show what only their group sees or their group's tax (seed 000 §6), so no shared cache may keep it.
 */
export function privateForCustomers<
  C extends BaseContext & { customerToken: string | null },
>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ contextValue, overallCachePolicy }) {
      if (contextValue.customerToken === null) return;
      return {
        // After execution: a policy restricted before it makes Apollo's cache control ignore the SDL's hints
        // (no max-age, so no-store); now the scope alone narrows, the hints' max-age stays.
        async executionDidStart() {
          return {
            async executionDidEnd() {
              overallCachePolicy.restrict({ scope: 'PRIVATE' });
            },
          };
        },
      };
    },
  };
}
