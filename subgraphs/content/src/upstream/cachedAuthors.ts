import { LRUCache } from 'lru-cache';
import type { AuthorsService, AuthorsServiceFactory } from '../ports/AuthorsService';

export interface AuthorsCacheOptions {
  /** How long an answer is reused: as long as the pages built from it may be cached (@cacheControl maxAge). */
  ttlMs: number;
  /** A bound on the answers kept (languages × slugs asked), so unknown slugs cannot grow the process. */
  maxEntries: number;
}

export const AUTHORS_CACHE_DEFAULTS: AuthorsCacheOptions = { ttlMs: 300_000, maxEntries: 2_000 };

/** lru-cache keeps no null: a not-found author is kept as an answer without one. */
interface Answer {
  value: unknown;
}

/**
 * seed 001 §7 'Results are cached per language and slug': the authors service's answers, shared by every
 * request of this process for a while. Concurrent requests for the same key share one call (lru-cache's
 * fetch); a failed call is not kept. Each call goes through the asking request's own client, so the upstream
 * sees that request's id.
 */
export function cachedAuthorsService(
  source: AuthorsServiceFactory,
  { ttlMs, maxEntries }: AuthorsCacheOptions = AUTHORS_CACHE_DEFAULTS,
): AuthorsServiceFactory {
  const cache = new LRUCache<string, Answer, () => Promise<unknown>>({
    max: maxEntries,
    ttl: ttlMs,
    fetchMethod: async (_key, _stale, { context: call }) => ({ value: await call() }),
  });
  const cached = async (key: string, call: () => Promise<unknown>) =>
    (await cache.fetch(key, { context: call }))?.value ?? null;
  return (request) => {
    const service: AuthorsService = source(request);
    return {
      list: (lang) => cached(`list\n${lang}`, () => service.list(lang)),
      single: (lang, slug) => cached(`single\n${lang}\n${slug}`, () => service.single(lang, slug)),
    };
  };
}
