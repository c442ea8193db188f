import { mergeTypePolicies } from '@/shared/graphql/cachePolicies';
import { cartTypePolicies } from '@/features/cart/cartTypePolicies';
import { catalogTypePolicies } from '@/features/catalog/listing';
import { readingTypePolicies } from '@/features/classreading/readingTypePolicies';
import { newsTypePolicies } from '@/features/news/newsQuery';

/** The cache policies the features declare, joined for the store views' clients. */
export const appTypePolicies = mergeTypePolicies(
  catalogTypePolicies,
  cartTypePolicies,
  readingTypePolicies,
  newsTypePolicies,
  {
    // A path's route is asked for by the URL resolver and by the store switcher with different fields; it has
    // no id, so the cache merges the two answers instead of one replacing the other.
    Route: { merge: true },
  },
);
