import { reviewTextErrors, type FormRuleCode, type TooLong } from '@shop/validation';

/** What a shopper writes in a review (seed 000 §7 'Reviews': POST /api/review/create). */
export interface ReviewDraft {
  nickname: string;
  title: string;
  detail: string;
  /** 1 to 5 stars; null while none is chosen. */
  rating: number | null;
}

export type ReviewField = keyof ReviewDraft;

/** A rating outside 1 to 5, or none: the server's code for it (INVALID_RATING). */
export type ReviewRuleCode = FormRuleCode | 'INVALID_RATING' | TooLong;

export const MIN_STARS = 1;
export const MAX_STARS = 5;

/**
 * The rules a review must meet before it is sent, the server's own (nickname, title and text required and
 * within their maximum, 1 to 5 stars): each broken rule by field (a maximum with its number), none when it can
 * be sent.
 */
export function reviewErrors(draft: ReviewDraft): Partial<Record<ReviewField, ReviewRuleCode>> {
  const errors: Partial<Record<ReviewField, ReviewRuleCode>> = {};
  for (const { field, code, chars } of reviewTextErrors(draft)) {
    errors[field] = chars === undefined ? (code as FormRuleCode) : { code: code as TooLong['code'], chars };
  }
  const { rating } = draft;
  if (rating === null || !Number.isInteger(rating) || rating < MIN_STARS || rating > MAX_STARS)
    errors.rating = 'INVALID_RATING';
  return errors;
}
