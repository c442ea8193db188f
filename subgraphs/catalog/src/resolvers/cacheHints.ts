import { maybeCacheControlFromInfo } from '@apollo/cache-control-types';
import type { GraphQLResolveInfo } from 'graphql';

/**
 * Catalogue data is public and the same for every anonymous shopper: cacheable for five minutes
 * (ARCHITECTURE: cache hints on public catalogue data). Apollo gives root fields and fields of object
 * type no cache life by default, so each of those resolvers sets this hint; scalar fields inherit it.
 */
export const PUBLIC_CATALOGUE_HINT = { maxAge: 300, scope: 'PUBLIC' } as const;

export function hintPublicCatalogue(info: GraphQLResolveInfo): void {
  maybeCacheControlFromInfo(info)?.setCacheHint(PUBLIC_CATALOGUE_HINT);
}
