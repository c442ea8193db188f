import type { ApolloCache } from '@apollo/client';
import { evictReadingData } from '@/shared/graphql/readingData';
import { ReadingMeDocument } from './ReadingMe.generated';

/**
 * seed 001 §8 logout: everything of the reading session leaves the in-memory cache (evictReadingData), and
 * `readingMe` is written as null, so the session check reads "nobody" at once. The shop's own data
 * (catalogue, a teacher's customer session) stays.
 */
export function endReadingSessionInCache(cache: ApolloCache<object>): void {
  evictReadingData(cache);
  cache.writeQuery({ query: ReadingMeDocument, data: { readingMe: null } });
}
