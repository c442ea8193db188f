import { describe, expect, it } from 'vitest';
import { renderTimingOf, serverTimingMetrics, serverTimingOf } from './renderTiming';

const CATEGORY_PAGE = {
  dataPasses: 3,
  renders: 5,
  operations: [
    { name: 'ResolveRoute', pass: 1 },
    { name: 'StoreAlternates', pass: 1 },
    { name: 'CategoryPage', pass: 2 },
    { name: 'CategoryListing', pass: 3 },
  ],
};

describe('the Server-Timing header of a render', () => {
  it('names the data passes, the renders and the operations of each pass', () => {
    expect(serverTimingOf(CATEGORY_PAGE, 41.234)).toBe(
      'render;dur=41.2, passes;desc="3", renders;desc="5", gql;desc="ResolveRoute,StoreAlternates|CategoryPage|CategoryListing"',
    );
  });

  it('reads back what it wrote, for the benchmark', () => {
    expect(renderTimingOf(serverTimingOf(CATEGORY_PAGE, 41.234))).toEqual({
      renderMs: 41.2,
      dataPasses: 3,
      renders: 5,
      operationsByPass: [['ResolveRoute', 'StoreAlternates'], ['CategoryPage'], ['CategoryListing']],
    });
  });

  it('tells a render that sent nothing', () => {
    const header = serverTimingOf({ dataPasses: 0, renders: 2, operations: [] }, 3);
    expect(renderTimingOf(header)?.operationsByPass).toEqual([]);
  });

  it('keeps a name that is not a GraphQL name from breaking the quoting', () => {
    const header = serverTimingOf(
      { dataPasses: 1, renders: 3, operations: [{ name: 'a",b|c', pass: 1 }] },
      1,
    );
    expect(renderTimingOf(header)?.operationsByPass).toEqual([['a__b_c']]);
  });

  it("reads other servers' metrics, commas inside quotes included, and nothing from a page without ours", () => {
    const metrics = serverTimingMetrics('cache;desc="hit, warm", db;dur=53, app;dur=47.2;desc="a\\"b"');
    expect(metrics.get('cache')).toEqual({ desc: 'hit, warm' });
    expect(metrics.get('db')).toEqual({ dur: 53 });
    expect(metrics.get('app')).toEqual({ dur: 47.2, desc: 'a"b' });
    expect(renderTimingOf('db;dur=53')).toBeNull();
    expect(renderTimingOf(null)).toBeNull();
  });
});
