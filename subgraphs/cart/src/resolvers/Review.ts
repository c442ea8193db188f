import type { ReviewResolvers } from '../generated/graphql';
import { isoDate } from '../domain/magentoDate';

/** A review as the platform lists it (`created_at` in Magento's format), in the graph's names and ISO dates. */
export const Review: ReviewResolvers = {
  id: (review) => String(review.id),
  createdAt: (review) => isoDate(review.created_at),
};
