import type { AuthorResolvers } from '../generated/graphql';
import { authorBySlug } from '../useCases/authors';

export const Author: AuthorResolvers = {
  // The catalog and the gateway ask an author by slug: the authors service's single call, cached.
  __resolveReference: ({ slug }, context) => authorBySlug(slug, context),
};
