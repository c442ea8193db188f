import { requiredRule, within, type FormRuleCode, type TooLong } from './formRules';
import { collect } from './registration';

/** What a shopper writes in a review (seed 000 §7 'Reviews': POST /api/review/create), its stars aside. */
export interface ReviewText {
  nickname: string;
  title: string;
  detail: string;
}

/**
 * seed 000 §7, seed 001 §5: a review's name, title and text are each required and within their maximum. The
 * web's form, the cart graph and the commerce stand-in check the same.
 */
export function reviewTextErrors(
  review: ReviewText,
): { field: keyof ReviewText; code: FormRuleCode | TooLong['code']; chars?: number }[] {
  return collect({
    nickname: within('reviewNickname', review.nickname, requiredRule),
    title: within('reviewTitle', review.title, requiredRule),
    detail: within('reviewDetail', review.detail, requiredRule),
  }) as { field: keyof ReviewText; code: FormRuleCode | TooLong['code']; chars?: number }[];
}
