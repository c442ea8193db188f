import type { NewsSummaryContent } from '@shop/contracts';

/** The most items a page of news may ask (the schema's default is 10). */
export const NEWS_PAGE_SIZE_MAX = 50;

export interface NewsPageRequest {
  /** Items to show. */
  first: number;
  /** Items already shown, skipped. */
  offset: number;
}

/** Whether a request for a page of news can be answered: 1 to 50 items from offset 0 or more. */
export function isValidNewsPageRequest({ first, offset }: NewsPageRequest): boolean {
  return (
    Number.isInteger(first) &&
    first >= 1 &&
    first <= NEWS_PAGE_SIZE_MAX &&
    Number.isInteger(offset) &&
    offset >= 0
  );
}

/**
 * The amount asked of the content service for a page of `first` items: one more, so that the rule below
 * knows the last page when it is shown, not one click of 'more news' later.
 */
export function newsAmountToAsk({ first, offset }: NewsPageRequest): { amount: number; offset: number } {
  return { amount: first + 1, offset };
}

/**
 * seed 001 §4: 'The news list is marked fully fetched when a page returns fewer items than requested.' The
 * page answered the amount asked (first + 1); fewer means nothing is left after the items shown.
 */
export function newsPageOf(
  received: readonly NewsSummaryContent[],
  request: NewsPageRequest,
): { items: NewsSummaryContent[]; fullyFetched: boolean } {
  const { amount } = newsAmountToAsk(request);
  return { items: received.slice(0, request.first), fullyFetched: received.length < amount };
}
