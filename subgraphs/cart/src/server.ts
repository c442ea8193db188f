import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import gql from 'graphql-tag';
import { createLogger, type Logger } from '@shop/service';
import type { Context } from './context';
import { resolvers } from './resolvers';

export { createContext } from './context';

export const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** The cart subgraph's Apollo Server, shared by index.ts and the tests. */
export function createServer(options: { logger?: Logger } = {}): ApolloServer<Context> {
  return new ApolloServer<Context>({
    logger: options.logger ?? createLogger('cart'),
    // The array form: the object form of buildSubgraphSchema throws on Node 20 (STACK.md).
    schema: buildSubgraphSchema([{ typeDefs, resolvers }]),
  });
}
