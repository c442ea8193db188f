import { FORM_RULE_MESSAGES, reviewTextErrors, ruleMessage } from '@shop/validation';

/** Magento's review statuses: new reviews wait for a moderator (vue-storefront-api's defaultReviewStatus 2). */
export const REVIEW_STATUS = { approved: 1, pending: 2, notApproved: 3 } as const;

export interface ReviewInput {
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  customer_id: number | null;
}

/** A refusal of POST /api/review/create naming the field, as vue-storefront-api's schema check does. */
export class ReviewInputError extends Error {
  override name = 'ReviewInputError';
}

const REQUIRED_TEXT = ['title', 'detail', 'nickname'] as const;

/** The `review` of POST /api/review/create: product_id, title, detail and nickname required; rating 1 to 5. */
export function parseReview(body: unknown): ReviewInput {
  const review = (body as { review?: unknown } | null)?.review;
  if (typeof review !== 'object' || review === null)
    throw new ReviewInputError("must have required property 'review'");
  const fields = review as Record<string, unknown>;
  const productId = Number(fields.product_id);
  if (fields.product_id === undefined || fields.product_id === null || !Number.isInteger(productId))
    throw new ReviewInputError("review must have required property 'product_id'");
  const texts = {} as Record<(typeof REQUIRED_TEXT)[number], string>;
  for (const field of REQUIRED_TEXT) {
    const value = fields[field];
    if (typeof value !== 'string' || value.trim() === '')
      throw new ReviewInputError(`review must have required property '${field}'`);
    texts[field] = value.trim();
  }
  // seed 001 §5: each text within the shop's maximum, as the shop's form and graph check it.
  const [tooLong] = reviewTextErrors(texts);
  if (tooLong)
    throw new ReviewInputError(`review.${tooLong.field}: ${ruleMessage(FORM_RULE_MESSAGES, tooLong)}`);
  const rating = fields.rating === undefined || fields.rating === null ? null : Number(fields.rating);
  if (rating !== null && !(Number.isInteger(rating) && rating >= 1 && rating <= 5))
    throw new ReviewInputError('review.rating must be a whole number from 1 to 5');
  const customerId =
    fields.customer_id === undefined || fields.customer_id === null ? null : Number(fields.customer_id);
  if (customerId !== null && !Number.isInteger(customerId))
    throw new ReviewInputError('review.customer_id must be a whole number or null');
  return { product_id: productId, ...texts, rating, customer_id: customerId };
}
