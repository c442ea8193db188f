import { readFileSync } from 'node:fs';
import type { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import {
  createSubgraphServer,
  encodeReadingSession,
  READING_SESSION_HEADER,
  type SubgraphServerOptions,
} from '@shop/service';
import { gql } from 'graphql-tag';
import type { Context } from './context';
import { resolvers } from './resolvers';

export { createContext } from './context';

export const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/**
 * seed 001 §4: a JWT in an upstream answer replaces the stored one. The new token goes back in the
 * X-Reading-Session response header, so the web server can renew its cookie for any operation, not only
 * login; a session a resolver ended (logout, a refused token) goes back as `end`.
 */
const readingSessionAnswer: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const { session, readingToken, readingSession } = contextValue;
        if (readingSession.ended || (session.token === null && readingToken !== null))
          response.http.headers.set(READING_SESSION_HEADER, encodeReadingSession({ kind: 'ended' }));
        else if (session.token && session.token !== readingToken)
          response.http.headers.set(
            READING_SESSION_HEADER,
            encodeReadingSession({ kind: 'renewed', token: session.token }),
          );
      },
    };
  },
};

/** The classreading subgraph's Apollo Server, shared by index.ts and the tests. */
export function createServer(options: SubgraphServerOptions = {}): ApolloServer<Context> {
  // The array of modules: @apollo/subgraph 2.15 takes a document or an array, no longer a lone { typeDefs, resolvers }.
  const schema = buildSubgraphSchema([{ typeDefs, resolvers }]);
  return createSubgraphServer({ name: 'classreading', schema, plugins: [readingSessionAnswer] }, options);
}
