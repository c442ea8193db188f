import { describe, expect, it } from 'vitest';
import { persistedCacheOfSize, renderRestoreReport, restoreRow } from './offlineRestore';

describe('the restore benchmark', () => {
  it('builds a persisted copy of the asked size, a normalized cache of products and their listings', () => {
    const text = persistedCacheOfSize(100_000);
    expect(text.length).toBeGreaterThanOrEqual(100_000);
    expect(text.length).toBeLessThan(110_000);
    const cache = JSON.parse(text) as Record<string, { __typename?: string }>;
    expect(cache.ROOT_QUERY?.__typename).toBe('Query');
    expect(Object.keys(cache).filter((id) => id.startsWith('Product:')).length).toBeGreaterThan(50);
  });

  it('compares the medians and says whether the 2× goal is met', () => {
    const row = restoreRow({
      label: '1 MB',
      characters: 1_048_576,
      entities: 700,
      rawRead: [10, 12, 11],
      restore: [20, 25, 23],
      restoresGivenUp: 0,
      phases: { storageGet: [5, 6, 7], parse: [3, 3, 3], cacheRestore: [9, 8, 10] },
    });
    expect(row.ratio).toBeCloseTo(23 / 11);
    expect(row.phases).toEqual({ storageGet: 6, parse: 3, cacheRestore: 9 });
    const report = renderRestoreReport([row], 'Chromium 1');
    expect(report).toContain(
      '| 1 MB (1,048,576 characters) | 700 | 11.0 ms / 12.0 ms | 23.0 ms / 25.0 ms | 2.09× | missed | 0 of 3 |',
    );
    expect(report).toContain('| 1 MB | 6.0 ms | 3.0 ms | 9.0 ms |');
  });
});
