import type { PageFigures } from './webFigures';

/**
 * The budgets of the web foundation issue, per page (home, a category, a product, search results):
 * Lighthouse performance ≥ 90 (mobile), first-load JavaScript ≤ 180 KiB compressed, cumulative layout
 * shift < 0.05, total blocking time < 200 ms.
 */
export const WEB_BUDGETS = {
  performanceMin: 90,
  firstLoadScriptKiB: 180,
  clsBelow: 0.05,
  tbtBelowMs: 200,
} as const;

/** One Lighthouse run of a page, with what the browser showed at its end. */
export interface WebPageRun extends PageFigures {
  /** document.title after the load. */
  title: string;
  /** The first h1's text after the load, null when the page has none. */
  heading: string | null;
}

export interface WebPageResult {
  /** home, category, product, search results. */
  name: string;
  /** The path measured, query included. */
  path: string;
  /** Every run in order. */
  runs: WebPageRun[];
  /** The run shown: the median by performance score. */
  median?: WebPageRun;
  /** Why the page could not be measured (the run then exits 1). */
  error?: string;
}

export interface WebReport {
  date: string;
  /** e.g. 'Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)'. */
  chromium: string;
  lighthouse: string;
  products: number;
  /** Lighthouse runs per page. */
  runs: number;
  pages: WebPageResult[];
  /** Extra lines under the table (how the pages were chosen). */
  notes: string[];
}

const mark = (pass: boolean) => (pass ? '✅ pass' : '❌ fail');
export const kib = (bytes: number) => bytes / 1024;
const plural = (count: number, word: string) => (count === 1 ? word : `${word}s`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The budgets a page's figures miss, by name (empty when it keeps them all). */
export function missedBudgets(figures: PageFigures): string[] {
  const missed: string[] = [];
  if (figures.performance < WEB_BUDGETS.performanceMin) missed.push('performance');
  if (kib(figures.scripts.transferBytes) > WEB_BUDGETS.firstLoadScriptKiB)
    missed.push('first-load JavaScript');
  if (!(figures.cls < WEB_BUDGETS.clsBelow)) missed.push('CLS');
  if (!(figures.tbtMs < WEB_BUDGETS.tbtBelowMs)) missed.push('TBT');
  return missed;
}

/** Text from the page or an error, safe inside a table cell (one line, no column separator). */
const text = (value: string) => value.replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();

function shown(run: WebPageRun): string {
  const heading = run.heading === null ? 'no h1' : `h1 “${text(run.heading)}”`;
  return `${run.document.status}, “${text(run.title)}”, ${heading}`;
}

function row(page: WebPageResult): string {
  const run = page.median;
  const cells = (values: string[]) => `| ${values.join(' | ')} |`;
  if (!run)
    return cells([
      page.name,
      `\`${page.path}\``,
      `❌ ${text(page.error ?? 'not measured')}`,
      ...Array<string>(9).fill('–'),
    ]);
  const scripts = kib(run.scripts.transferBytes);
  const html = `${kib(run.document.transferBytes).toFixed(1)} KiB, ${run.document.encoding}`;
  return cells([
    page.name,
    `\`${page.path}\``,
    shown(run),
    `${run.performance} ${mark(run.performance >= WEB_BUDGETS.performanceMin)}`,
    seconds(run.lcpMs),
    `${Math.round(run.tbtMs)} ms ${mark(run.tbtMs < WEB_BUDGETS.tbtBelowMs)}`,
    `${run.cls.toFixed(3)} ${mark(run.cls < WEB_BUDGETS.clsBelow)}`,
    seconds(run.fcpMs),
    `${scripts.toFixed(1)} KiB ${mark(scripts <= WEB_BUDGETS.firstLoadScriptKiB)}`,
    `${kib(run.scripts.resourceBytes).toFixed(1)} KiB (${run.scripts.count} files)`,
    html,
    page.runs.map((r) => r.performance).join(', '),
  ]);
}

/** The median of Lighthouse's CPU benchmark over every run, '–' without runs. */
function benchmarkIndex(report: WebReport): string {
  const indexes = report.pages
    .flatMap((page) => page.runs.map((run) => run.benchmarkIndex))
    .sort((a, b) => a - b);
  const median = indexes[Math.floor((indexes.length - 1) / 2)];
  return median === undefined ? '–' : String(Math.round(median));
}

/** The Markdown report: one row per page with its budgets beside the figures and each miss marked. */
export function renderWebReport(report: WebReport): string {
  const measured = report.pages.filter((page) => page.median);
  const misses = measured.flatMap((page) =>
    missedBudgets(page.median!).map((budget) => `${page.name}: ${budget}`),
  );
  const failed = report.pages.filter((page) => !page.median);
  const lines = [
    `# Storefront benchmark: Lighthouse, mobile (${report.date})`,
    '',
    `- ${report.chromium}; Lighthouse ${report.lighthouse}, default mobile profile with simulated throttling, performance category only`,
    `- the production build of web/ behind its Node server, every service with NODE_ENV=production, ${report.products} demo products`,
    `- this machine's CPU benchmark index (Lighthouse's, which its simulated throttling scales by): ${benchmarkIndex(report)}`,
    `- ${report.runs} ${plural(report.runs, 'run')} per page; the table shows the median run by performance score (every run's score in the last column)`,
    '- rerun: `npm run bench:web` (BENCH_PRODUCTS, default 2000; BENCH_WEB_RUNS, default 3; BENCH_WEB_PAGES, a comma list of page names, default all)',
    '',
    `| page | path | what it showed (HTTP status, title, heading) | performance (≥ ${WEB_BUDGETS.performanceMin}) | LCP | TBT (< ${WEB_BUDGETS.tbtBelowMs} ms) | CLS (< ${WEB_BUDGETS.clsBelow}) | FCP | first-load JS, transferred (≤ ${WEB_BUDGETS.firstLoadScriptKiB} KiB) | first-load JS, uncompressed | HTML document, transferred | performance of each run |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.pages.map(row),
    '',
    misses.length === 0
      ? `Every budget kept on the ${measured.length} ${plural(measured.length, 'page')} measured.`
      : `${misses.length} of ${measured.length * 4} budgets missed: ${misses.join('; ')}.`,
    ...(failed.length > 0 ? [`Not measured: ${failed.map((page) => page.name).join(', ')}.`] : []),
    '',
    ...[
      'TBT, CLS and the other figures of a page are those of its median run; every run’s figures are in web.json beside this file.',
      'First-load JavaScript is the sum of the Script requests of the page load in Lighthouse’s network-requests audit, as they crossed the wire (transferSize, headers included) and decoded (resourceSize). The HTML document’s encoding is its Content-Encoding response header (“none” without one).',
      ...report.notes,
    ].map((note) => `- ${note}`),
    '',
  ];
  return lines.join('\n');
}
