import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './measure';

describe('latency summary', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
  });

  it('summarizes unsorted samples', () => {
    expect(summarize([30, 10, 20])).toEqual({ runs: 3, p50: 20, p95: 30, mean: 20 });
  });
});
