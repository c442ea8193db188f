import { isListedFor } from '../domain/catalogFilters';
import type { AuthorResolvers } from '../generated/graphql';
import type { ProductDocument } from '../models';

export const Author: AuthorResolvers = {
  // The gateway sends every author of a request in one `_entities` call with their book skus; the loader
  // turns all their skus into one index query.
  books: async ({ bookSkus }, _args, { loaders, audience, catalogSettings }) => {
    const [found, who] = await Promise.all([loaders.productBySku.loadMany(bookSkus ?? []), audience()]);
    return found
      .filter((product): product is ProductDocument => product !== null && !(product instanceof Error))
      .filter((product) => isListedFor(product, who, catalogSettings))
      .sort(
        (a, b) => (b.publish_date ?? '').localeCompare(a.publish_date ?? '') || a.sku.localeCompare(b.sku),
      );
  },
};
