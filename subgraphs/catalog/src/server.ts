import { readFileSync } from 'node:fs';
import type { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { createSubgraphServer, type SubgraphServerOptions } from '@shop/service';
import gql from 'graphql-tag';
import type { Context } from './context';
import { resolvers } from './resolvers';

export { createContext } from './context';

export const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/**
 * Catalogue answers are public (`@cacheControl` in the SDL) for guests only: an answer to a customer token
 * may show what only their group sees (seed 000 §6) or their group's tax, so no shared cache may keep it.
 */
export const privateForCustomers: ApolloServerPlugin<Context> = {
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

/** The catalog subgraph's Apollo Server, shared by index.ts and the tests. */
export function createServer(options: SubgraphServerOptions = {}): ApolloServer<Context> {
  // The array of modules: @apollo/subgraph 2.15 takes a document or an array, no longer a lone { typeDefs, resolvers }.
  const schema = buildSubgraphSchema([{ typeDefs, resolvers }]);
  return createSubgraphServer({ name: 'catalog', schema, plugins: [privateForCustomers] }, options);
}
