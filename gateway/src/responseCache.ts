import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import type { ApolloServerPlugin } from '@apollo/server';
import { HEADER } from '@shop/service';
import type { SharedState } from './sharedState';

/** What the response cache needs of the gateway's request context. */
export interface CacheableContext {
  forwardedHeaders: Record<string, string>;
}

/**
 * A guest's request: no customer and no pupil token. Only these read and write cached answers, because a
 * customer's answer may differ from a guest's even where the schema calls it public (their group's prices and
 * tax, seed 000 §6).
 */
export function isGuestRequest(context: CacheableContext): boolean {
  const headers = context.forwardedHeaders;
  return headers[HEADER.authorization] === undefined && headers[HEADER.readingToken] === undefined;
}

/**
 * Whole answers of public data (issue 23 item 4), kept as long as the schema's `@cacheControl` hints allow
 * (the subgraphs' Cache-Control headers, which the gateway combines) and keyed by store view besides the
 * query and its variables. An answer with any private field (a customer, a cart, a pupil) has a PRIVATE
 * policy; with no session id such an answer is never stored.
 */
export function responseCachePlugin<C extends CacheableContext>(shared: SharedState): ApolloServerPlugin<C> {
  return ApolloServerPluginResponseCache<C>({
    ...(shared.responseCache ? { cache: shared.responseCache } : {}),
    sessionId: async () => null,
    extraCacheKeyData: async ({ contextValue }) => contextValue.forwardedHeaders[HEADER.store],
    shouldReadFromCache: async ({ contextValue }) => isGuestRequest(contextValue),
    shouldWriteToCache: async ({ contextValue }) => isGuestRequest(contextValue),
  });
}
