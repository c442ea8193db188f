import type { LatencySummary } from './measure';

/**
 * The budgets of the catalogue issue ('Performance'): p95 of the category page at 100,000 products under
 * 150 ms through the gateway; gateway ÷ direct at most 1.3 at p50; catalog RSS under 1 GB; upstream calls
 * per page equal to the minimum (one index query, ⌈n/15⌉ stock calls, one price call).
 */
export const BUDGETS = {
  categoryPageP95Ms: 150,
  /** The p95 budget is set for this catalogue size; smaller runs are marked against it too, for information. */
  categoryPageProducts: 100_000,
  gatewayOverDirectP50: 1.3,
  catalogRssBytes: 1024 ** 3,
} as const;

export interface LatencyPair {
  name: string;
  gateway: LatencySummary;
  direct: LatencySummary;
  /** Checked against the category page p95 budget. */
  p95Budget?: number;
  /** Whether both sides sent the same query; only then is gateway ÷ direct held to its budget. */
  sameQuery: boolean;
  /** A reference row (a bare HTTP forwarder in the gateway's place): shown, not held to the budget. */
  reference?: boolean;
}

export interface CallsRow {
  products: number;
  indexQueries: number;
  stockCalls: number;
  priceCalls: number;
}

export interface BenchReport {
  products: number;
  runs: number;
  date: string;
  /** Spawn until healthy: the index build plus process start. */
  catalogStartMs: number;
  catalogRssBytes: number;
  catalogPeakRssBytes: number;
  pairs: LatencyPair[];
  calls: CallsRow[];
  /** Extra lines (the queries used). */
  notes: string[];
}

export const minimumCalls = (products: number) => ({
  indexQueries: 1,
  stockCalls: Math.ceil(products / 15),
  priceCalls: 1,
});

const mark = (pass: boolean) => (pass ? '✅ pass' : '❌ fail');
const ms = (value: number) => value.toFixed(1);
const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

export function gatewayRatio(pair: LatencyPair): number {
  return pair.gateway.p50 / pair.direct.p50;
}

/** The Markdown table: figures with their budgets beside them and a pass/fail mark. */
export function renderReport(report: BenchReport): string {
  const lines = [
    `# Catalogue benchmark: ${report.products} products (${report.runs} sequential requests per row, ${report.date})`,
    '',
    '| measure | value | budget | |',
    '|---|---|---|---|',
    `| catalog subgraph start (index build + process start) | ${(report.catalogStartMs / 1000).toFixed(1)} s | – | |`,
    `| catalog subgraph RSS after the run (VmRSS) | ${mb(report.catalogRssBytes)} | < ${mb(BUDGETS.catalogRssBytes)} | ${mark(report.catalogRssBytes < BUDGETS.catalogRssBytes)} |`,
    `| catalog subgraph peak RSS, build and run (VmHWM) | ${mb(report.catalogPeakRssBytes)} | < ${mb(BUDGETS.catalogRssBytes)} | ${mark(report.catalogPeakRssBytes < BUDGETS.catalogRssBytes)} |`,
    '',
    '| query | gateway p50 ms | gateway p95 ms | direct p50 ms | direct p95 ms | gateway ÷ direct p50 (≤ 1.3) | p95 budget |',
    '|---|---|---|---|---|---|---|',
    ...report.pairs.map((pair) => {
      const ratio = gatewayRatio(pair);
      const p95 =
        pair.p95Budget === undefined
          ? '–'
          : `< ${pair.p95Budget} ms ${mark(pair.gateway.p95 < pair.p95Budget)}`;
      const ratioMark = pair.reference
        ? '(reference)'
        : pair.sameQuery
          ? mark(ratio <= BUDGETS.gatewayOverDirectP50)
          : '(not the same query)';
      return `| ${pair.name} | ${ms(pair.gateway.p50)} | ${ms(pair.gateway.p95)} | ${ms(pair.direct.p50)} | ${ms(pair.direct.p95)} | ${ratio.toFixed(2)} ${ratioMark} | ${p95} |`;
    }),
    '',
    '| products on page (n) | index queries | stock calls | price calls (render-list) | minimum (1, ⌈n/15⌉, 1) | |',
    '|---|---|---|---|---|---|',
    ...report.calls.map((row) => {
      const minimum = minimumCalls(row.products);
      const pass =
        row.indexQueries === minimum.indexQueries &&
        row.stockCalls === minimum.stockCalls &&
        row.priceCalls === minimum.priceCalls;
      return `| ${row.products} | ${row.indexQueries} | ${row.stockCalls} | ${row.priceCalls} | ${minimum.indexQueries}, ${minimum.stockCalls}, ${minimum.priceCalls} | ${mark(pass)} |`;
    }),
    '',
    ...report.notes,
    '',
  ];
  return lines.join('\n');
}

/** A typo of a title: the longest word (five letters or more) gets one letter changed, which fuzziness 2 still finds. */
export function typoOf(title: string): string {
  const words = title.split(' ');
  let longest = -1;
  words.forEach((word, i) => {
    if (word.length >= 5 && (longest < 0 || word.length > words[longest]!.length)) longest = i;
  });
  if (longest < 0) return title;
  const word = words[longest]!;
  const at = Math.floor(word.length / 2);
  const replacement = word[at]?.toLowerCase() === 'a' ? 'e' : 'a';
  words[longest] = word.slice(0, at) + replacement + word.slice(at + 1);
  return words.join(' ');
}

/** VmRSS and VmHWM (peak) of a /proc/<pid>/status text, in bytes. */
export function memoryOf(status: string): { rss: number; peak: number } {
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}
