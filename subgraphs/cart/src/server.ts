import { readFileSync } from 'node:fs';
import type { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import gql from 'graphql-tag';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  createSubgraphServer,
  privateForCustomers,
  encodeReadingSession,
  encodeShopSession,
  READING_SESSION_HEADER,
  SHOP_SESSION_HEADER,
  type SubgraphServerOptions,
} from '@shop/service';
import { readingSessionAfterShopSessionChange } from './domain/readingSession';
import type { Context } from './context';
import { resolvers } from './resolvers';

export { createContext } from './context';

export const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/**
 * A session this request began, renewed or ended goes out as the X-Shop-Session header: the gateway passes it
 * on and the storefront's web server turns it into HttpOnly cookies, so the browser never sees a token. What
 * that did to the reading programme's session (seed 001 §4) goes out as X-Reading-Session the same way.
 */
export const shopSessionHeader: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const change = contextValue.session.change;
        if (change) response.http.headers.set(SHOP_SESSION_HEADER, encodeShopSession(change));
        const { carried, change: afterProfile, profileJwt } = contextValue.readingSession;
        // A started session's profile is the new customer's; after a logout it would be the last one's.
        const reading = change
          ? readingSessionAfterShopSessionChange(carried, change.kind === 'renewed' ? profileJwt : null)
          : afterProfile;
        if (reading) response.http.headers.set(READING_SESSION_HEADER, encodeReadingSession(reading));
        // One person's answer: never stored by a cache between here and the browser.
        if (change || contextValue.customerToken) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/** The cart subgraph's Apollo Server, shared by index.ts and the tests. */
export function createServer(options: SubgraphServerOptions = {}): ApolloServer<Context> {
  // The array of modules: @apollo/subgraph 2.15 takes a document or an array, no longer a lone { typeDefs, resolvers }.
  const schema = buildSubgraphSchema([{ typeDefs, resolvers }]);
  return createSubgraphServer(
    { name: 'cart', schema, plugins: [shopSessionHeader, privateForCustomers<Context>()] },
    options,
  );
}
