import { describe, expect, it } from 'vitest';
import { memoryOf, minimumCalls, renderReport, typoOf, type BenchReport } from './report';

const latency = (p50: number, p95: number) => ({ runs: 10, p50, p95, mean: p50 });

const report: BenchReport = {
  products: 100_000,
  runs: 10,
  date: '2026-11-22',
  catalogStartMs: 17_000,
  catalogRssBytes: 800 * 1024 ** 2,
  catalogPeakRssBytes: 1100 * 1024 ** 2,
  pairs: [
    { name: 'page', gateway: latency(60, 140), direct: latency(50, 100), p95Budget: 150, sameQuery: true },
    { name: 'slow', gateway: latency(70, 160), direct: latency(50, 100), p95Budget: 150, sameQuery: true },
    { name: 'full', gateway: latency(90, 120), direct: latency(50, 100), sameQuery: false },
    { name: 'hop', gateway: latency(55, 110), direct: latency(50, 100), sameQuery: true, reference: true },
  ],
  calls: [
    { products: 10, indexQueries: 1, stockCalls: 1, priceCalls: 1 },
    { products: 50, indexQueries: 2, stockCalls: 4, priceCalls: 1 },
  ],
  notes: [],
};

describe('benchmark report', () => {
  it('gives the minimum upstream calls of a page: one index query, ⌈n/15⌉ stock calls, one price call', () => {
    expect(minimumCalls(10)).toEqual({ indexQueries: 1, stockCalls: 1, priceCalls: 1 });
    expect(minimumCalls(50)).toEqual({ indexQueries: 1, stockCalls: 4, priceCalls: 1 });
  });

  it('marks each figure against its budget', () => {
    const lines = renderReport(report).split('\n');
    const line = (start: string) => lines.find((l) => l.startsWith(start)) ?? '';
    expect(line('| catalog subgraph RSS')).toContain('800 MB | < 1024 MB | ✅ pass');
    expect(line('| catalog subgraph peak RSS')).toContain('1100 MB | < 1024 MB | ❌ fail');
    expect(line('| page |')).toMatch(/1\.20 ✅ pass \| < 150 ms ✅ pass \|$/);
    expect(line('| slow |')).toMatch(/1\.40 ❌ fail \| < 150 ms ❌ fail \|$/);
    expect(line('| full |')).toContain('1.80 (not the same query) | – |');
    expect(line('| hop |')).toContain('1.10 (reference) | – |');
    expect(line('| 10 |')).toContain('✅ pass');
    expect(line('| 50 |')).toContain('| 1, 4, 1 | ❌ fail |');
  });

  it('misspells the longest word of a title by one letter', () => {
    expect(typoOf('Konijn zoekt een vriendje')).toBe('Konijn zoekt een vrieadje');
    expect(typoOf('Maan en zonnebloem')).toBe('Maan en zonnealoem');
    expect(typoOf('De kat')).toBe('De kat');
  });

  it('reads VmRSS and VmHWM from /proc/<pid>/status', () => {
    expect(memoryOf('Name:\tnode\nVmHWM:\t  2048 kB\nVmRSS:\t  1024 kB\n')).toEqual({
      rss: 1024 * 1024,
      peak: 2048 * 1024,
    });
  });
});
