import type { ProductResolvers } from '../generated/graphql';
import { sessionUser } from './access';

/** Product is owned by the catalog subgraph; classreading knows it by its key and, for progress, its ISBN (@requires). */
export interface ProductRef {
  __typename?: 'Product';
  sku: string;
  /** Sent by the gateway in the representation when readingProgress is asked. */
  isbn?: string | null;
}

export const Product: ProductResolvers = {
  __resolveReference: ({ sku, isbn }) => ({ sku, isbn }),

  // Nullable on purpose: a product page without the pupil's progress is still a product page.
  readingProgress: async ({ sku, isbn }, _args, context) => {
    if (!isbn) return null;
    try {
      const me = await sessionUser(context);
      if (me?.role !== 'Student' && me?.role !== 'Club president') return null;
      return (await context.loaders.progressByIsbn.load(isbn)).percentage;
    } catch (error) {
      context.logger.warn(
        { err: error, sku },
        'reading progress unavailable; Product.readingProgress is null',
      );
      return null;
    }
  },
};
