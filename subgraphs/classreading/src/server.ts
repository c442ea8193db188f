import { readFileSync } from 'node:fs';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { createLogger, HEADER, type Logger } from '@shop/service';
import { gql } from 'graphql-tag';
import type { Context } from './context';
import { resolvers } from './resolvers';

export { createContext } from './context';

export const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/**
 * seed 001 §4: a JWT in an upstream answer replaces the stored one. The new token goes back in the
 * X-Reading-Token response header, so the gateway can renew its cookie for any operation, not only login.
 */
const renewedReadingToken: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const { session, readingToken, readingSession } = contextValue;
        // After readingLogout no token goes back: the session ended.
        if (!readingSession.ended && session.token && session.token !== readingToken)
          response.http.headers.set(HEADER.readingToken, session.token);
      },
    };
  },
};

/** The classreading subgraph's Apollo Server, shared by index.ts and the tests. */
export function createServer({
  logger = createLogger('classreading'),
}: { logger?: Logger } = {}): ApolloServer<Context> {
  return new ApolloServer<Context>({
    // The array form: the object form of buildSubgraphSchema throws on Node 20 with 2.15 (STACK.md).
    schema: buildSubgraphSchema([{ typeDefs, resolvers }]),
    plugins: [renewedReadingToken],
    logger,
  });
}
