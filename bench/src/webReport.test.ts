import { describe, expect, it } from 'vitest';
import { missedBudgets, renderWebReport, type WebPageRun, type WebReport } from './webReport';

const run = (overrides: Partial<WebPageRun> = {}): WebPageRun => ({
  performance: 92,
  lcpMs: 2140,
  fcpMs: 1380,
  tbtMs: 120,
  cls: 0.01,
  scripts: { count: 3, transferBytes: 150 * 1024, resourceBytes: 480 * 1024 },
  document: { status: 200, transferBytes: 2048, resourceBytes: 6144, encoding: 'gzip' },
  benchmarkIndex: 2300,
  title: 'Prentenboeken',
  heading: 'Prentenboeken',
  ...overrides,
});

const slow = run({
  performance: 63,
  lcpMs: 5043,
  tbtMs: 308,
  cls: 0.05,
  scripts: { count: 6, transferBytes: 592_589, resourceBytes: 590_643 },
  document: { status: 200, transferBytes: 1583, resourceBytes: 1350, encoding: 'none' },
  title: 'Welkom | Clavis',
  heading: null,
});

const report: WebReport = {
  date: '2026-11-24',
  chromium: 'Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)',
  lighthouse: '12.8.2',
  products: 2000,
  runs: 3,
  pages: [
    {
      name: 'home',
      path: '/nl-be/',
      runs: [slow, run({ performance: 70 }), run({ performance: 60 })],
      median: slow,
    },
    { name: 'category', path: '/nl-be/c/prentenboeken', runs: [run()], median: run() },
    {
      name: 'search results',
      path: '/nl-be/boeken.html?q=markt',
      runs: [],
      error: 'ERRORED_DOCUMENT_REQUEST: | 404',
    },
  ],
  notes: ['Pages: the largest category.'],
};

describe('web benchmark report', () => {
  it('names the budgets a page misses: performance ≥ 90, first-load JS ≤ 180 KiB, CLS < 0.05, TBT < 200 ms', () => {
    expect(missedBudgets(run())).toEqual([]);
    expect(missedBudgets(slow)).toEqual(['performance', 'first-load JavaScript', 'CLS', 'TBT']);
    // On the budget: 90 and 180 KiB keep it, 0.05 and 200 ms miss it.
    expect(missedBudgets(run({ performance: 90, tbtMs: 200 }))).toEqual(['TBT']);
    expect(
      missedBudgets(run({ scripts: { count: 1, transferBytes: 180 * 1024, resourceBytes: 0 } })),
    ).toEqual([]);
    expect(
      missedBudgets(run({ scripts: { count: 1, transferBytes: 180 * 1024 + 1, resourceBytes: 0 } })),
    ).toEqual(['first-load JavaScript']);
  });

  it('marks each figure against its budget, beside what the page showed', () => {
    const lines = renderWebReport(report).split('\n');
    const line = (start: string) => lines.find((l) => l.startsWith(start)) ?? '';
    expect(line('| home |')).toBe(
      '| home | `/nl-be/` | 200, “Welkom \\| Clavis”, no h1 | 63 ❌ fail | 5.0 s | 308 ms ❌ fail | 0.050 ❌ fail | 1.4 s | 578.7 KiB ❌ fail | 576.8 KiB (6 files) | 1.5 KiB, none | 63, 70, 60 |',
    );
    expect(line('| category |')).toBe(
      '| category | `/nl-be/c/prentenboeken` | 200, “Prentenboeken”, h1 “Prentenboeken” | 92 ✅ pass | 2.1 s | 120 ms ✅ pass | 0.010 ✅ pass | 1.4 s | 150.0 KiB ✅ pass | 480.0 KiB (3 files) | 2.0 KiB, gzip | 92 |',
    );
    expect(line('| search results |')).toBe(
      '| search results | `/nl-be/boeken.html?q=markt` | ❌ ERRORED_DOCUMENT_REQUEST: \\| 404 | – | – | – | – | – | – | – | – | – |',
    );
    expect(line('| page |').split(' | ')).toHaveLength(12);
  });

  it('sums up the misses and the pages not measured, and says how to rerun', () => {
    const text = renderWebReport(report);
    expect(text).toContain(
      '4 of 8 budgets missed: home: performance; home: first-load JavaScript; home: CLS; home: TBT.',
    );
    expect(text).toContain('Not measured: search results.');
    expect(text).toContain('Lighthouse 12.8.2');
    expect(text).toContain('2000 demo products');
    expect(text).toContain('3 runs per page');
    expect(text).toContain('`npm run bench:web`');
    expect(text).toContain('\n- Pages: the largest category.\n');
    expect(text).toContain('simulated throttling scales by): 2300');
  });

  it('says when every budget is kept', () => {
    const kept = { ...report, pages: [report.pages[1]!] };
    expect(renderWebReport(kept)).toContain('Every budget kept on the 1 page measured.');
  });
});
