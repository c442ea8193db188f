import { describe, expect, it } from 'vitest';
import { orderHistoryPaging } from './orderHistoryPaging';

describe('order history paging (seed 000: page size 20, page 1)', () => {
  it('defaults to 20 orders from page 1', () => {
    expect(orderHistoryPaging(undefined, undefined)).toEqual({ pageSize: 20, currentPage: 1, offset: 0 });
  });

  it('skips the orders of the pages before the one asked', () => {
    expect(orderHistoryPaging('20', '3')).toEqual({ pageSize: 20, currentPage: 3, offset: 40 });
  });

  it('takes the defaults for zero or malformed values and caps the page size at 100', () => {
    expect(orderHistoryPaging('0', 'x')).toEqual({ pageSize: 20, currentPage: 1, offset: 0 });
    expect(orderHistoryPaging('500', '2')).toEqual({ pageSize: 100, currentPage: 2, offset: 100 });
  });
});
