import { readFileSync } from 'node:fs';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { createLogger, HEADER, type Logger } from '@shop/service';
import { gql } from 'graphql-tag';
import type { Context } from './context';
import type { Resolvers } from './generated/graphql';
import { Mutation } from './resolvers/Mutation';
import { Query } from './resolvers/Query';
import { ReadingUser } from './resolvers/ReadingUser';
import { SchoolClass } from './resolvers/SchoolClass';

export { createContext } from './context';

const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export const resolvers: Resolvers = { Query, Mutation, SchoolClass, ReadingUser };

/**
 * seed 001 §4: a JWT in an upstream answer replaces the stored one. The new token goes back in the
 * X-Reading-Token response header, so the gateway can renew its cookie for any operation, not only login.
 */
const renewedReadingToken: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const { session, readingToken } = contextValue;
        if (session.token && session.token !== readingToken)
          response.http.headers.set(HEADER.readingToken, session.token);
      },
    };
  },
};

export function createServer({
  logger = createLogger('classreading'),
}: { logger?: Logger } = {}): ApolloServer<Context> {
  return new ApolloServer<Context>({
    schema: buildSubgraphSchema([{ typeDefs, resolvers }]),
    plugins: [renewedReadingToken],
    logger,
  });
}
