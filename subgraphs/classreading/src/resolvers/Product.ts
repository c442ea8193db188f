import { logFailureOnce } from '@shop/service';
import type { ProductResolvers } from '../generated/graphql';
import { sessionUser } from '../useCases/access';

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
      logFailureOnce(context.logger, error, 'reading progress unavailable; Product.readingProgress is null', {
        sku,
      });
      return null;
    }
  },
};
