import { describe, expect, it } from 'vitest';
import { MAXIMUM_QUERY_SIZE, normalizePaging } from './paging';

describe('paging (seed 000 §9, seed 001 §5)', () => {
  it('defaults to page size 50 from start 0', () => {
    expect(normalizePaging(undefined)).toEqual({ pageSize: 50, start: 0 });
    expect(normalizePaging({})).toEqual({ pageSize: 50, start: 0 });
    expect(normalizePaging({ pageSize: null, start: null })).toEqual({ pageSize: 50, start: 0 });
  });

  it('keeps valid values', () => {
    expect(normalizePaging({ pageSize: 12, start: 24 })).toEqual({ pageSize: 12, start: 24 });
  });

  it('resets invalid values to the defaults, each on its own', () => {
    expect(normalizePaging({ pageSize: 0, start: 10 })).toEqual({ pageSize: 50, start: 10 });
    expect(normalizePaging({ pageSize: -5, start: -1 })).toEqual({ pageSize: 50, start: 0 });
    expect(normalizePaging({ pageSize: 2.5, start: 1.5 })).toEqual({ pageSize: 50, start: 0 });
    expect(normalizePaging({ pageSize: 20, start: -3 })).toEqual({ pageSize: 20, start: 0 });
  });

  it('accepts pages up to the maximum filter query size 999 and resets larger ones to 50 (seed 000 §9)', () => {
    expect(MAXIMUM_QUERY_SIZE).toBe(999);
    expect(normalizePaging({ pageSize: 999 })).toEqual({ pageSize: 999, start: 0 });
    expect(normalizePaging({ pageSize: 1000, start: 50 })).toEqual({ pageSize: 50, start: 50 });
  });
});
