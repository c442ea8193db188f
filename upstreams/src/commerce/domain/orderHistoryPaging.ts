/** seed 000 §7 and §9: order history pages hold 20 orders and start at page 1 unless the call says otherwise. */
export const ORDER_HISTORY_PAGE_SIZE = 20;
/** A bound on one page, so one call cannot ask for every order at once. */
export const ORDER_HISTORY_MAX_PAGE_SIZE = 100;

export interface OrderHistoryPaging {
  pageSize: number;
  currentPage: number;
  offset: number;
}

/** The page asked for; a missing, zero or malformed value takes its default, a page size above 100 is 100. */
export function orderHistoryPaging(
  pageSize: string | undefined,
  currentPage: string | undefined,
): OrderHistoryPaging {
  const size = Math.min(positive(pageSize) ?? ORDER_HISTORY_PAGE_SIZE, ORDER_HISTORY_MAX_PAGE_SIZE);
  const page = positive(currentPage) ?? 1;
  return { pageSize: size, currentPage: page, offset: (page - 1) * size };
}

function positive(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}
