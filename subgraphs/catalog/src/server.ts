import { readFileSync } from 'node:fs';
import type { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { createSubgraphServer, privateForCustomers, type SubgraphServerOptions } from '@shop/service';
import gql from 'graphql-tag';
import type { Context } from './context';
import { resolvers } from './resolvers';

export { createContext } from './context';

export const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** The catalog subgraph's Apollo Server, shared by index.ts and the tests. */
export function createServer(options: SubgraphServerOptions = {}): ApolloServer<Context> {
  // The array of modules: @apollo/subgraph 2.15 takes a document or an array, no longer a lone { typeDefs, resolvers }.
  const schema = buildSubgraphSchema([{ typeDefs, resolvers }]);
  return createSubgraphServer(
    { name: 'catalog', schema, plugins: [privateForCustomers<Context>()] },
    options,
  );
}
