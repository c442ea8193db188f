import { netSavingMs, type CompressionCost } from './compressionCost';

/**
 * What a page of the shop costs on the server (issue 20 'Count what a page costs'), as `npm run bench:web`
 * reports it: the figures of one page type and the arithmetic behind them. The measuring is in
 * serverCostRun.ts; this file only computes, so its tests can hand in small numbers.
 */

/** The median of a list of milliseconds (of an even count, the mean of the two middle ones). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('No samples to take the median of.');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A process's CPU time so far, in clock ticks: user plus system time (utime and stime, fields 14 and 15 of
 * /proc/<pid>/stat). The command name in parentheses may hold spaces, so fields are counted after its ')'.
 */
export function cpuTicksOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (14) and stime (15) are the 12th and 13th.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`Not a /proc stat line: ${stat}`);
  return utime + stime;
}

/** One process's share of a load run. */
export interface ProcessCost {
  /** web, gateway, catalog, … (the launcher's service names), or 'load generator' for this benchmark. */
  process: string;
  cpuMs: number;
  /** cpuMs divided by the pages served in the run. */
  cpuMsPerPage: number;
}

/** The CPU milliseconds each process spent during a run, per page served; processes in the order given. */
export function processCosts(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  ticksPerSecond: number,
  pages: number,
): ProcessCost[] {
  return [...before].flatMap(([name, ticks]) => {
    const end = after.get(name);
    if (end === undefined) return [];
    const cpuMs = ((end - ticks) * 1000) / ticksPerSecond;
    return [{ process: name, cpuMs, cpuMsPerPage: pages > 0 ? cpuMs / pages : Number.NaN }];
  });
}

/** The figures of one page type. */
export interface ServerCostPage {
  /** home, category, product, search results, CMS page. */
  name: string;
  path: string;
  /** The operations the server render sent, by data pass (its Server-Timing header). */
  operationsByPass: string[][];
  dataPasses: number;
  /** Renders of the whole tree, the final stream included. */
  renders: number;
  /** Median time to first byte of the page, sequential requests, milliseconds. */
  ttfbMs: number;
  /** The server's own render time of the same requests (Server-Timing render;dur), median. */
  renderMs: number;
  /**
   * Median gateway time of the page's data: its render's operations replayed at the gateway, the operations of
   * one pass at once and the passes one after the other, as the render waits for them. With one data pass
   * this is the page's query (and whatever is sent beside it).
   */
  gatewayMs: number;
  /** The slowest of the page's operations alone, its median, and its name. */
  slowestOperation: { name: string; ms: number };
  /** Under load: pages answered per second, their median latency, and what each process spent per page. */
  load?: {
    connections: number;
    seconds: number;
    pages: number;
    pagesPerSecond: number;
    p50Ms: number;
    /** Answers that were not 200 (then the CPU figures are not those of pages). */
    failures: number;
    processes: ProcessCost[];
  };
}

/** How much longer the visitor waits for the first byte than the gateway needs for the page's data. */
export const ttfbRatio = (page: Pick<ServerCostPage, 'ttfbMs' | 'gatewayMs'>) => page.ttfbMs / page.gatewayMs;

export interface ServerCostReport {
  date: string;
  products: number;
  /** NODE_ENV of the shop's processes. */
  nodeEnv: string;
  /** Sequential requests per page for the first byte and the gateway replay. */
  runs: number;
  /** Accept-Encoding of every page request. */
  acceptEncoding: string;
  pages: ServerCostPage[];
  compression?: CompressionReport;
  notes: string[];
}

/** The page compressed at each setting, and the same page under load as brotli and as gzip. */
export interface CompressionReport {
  page: string;
  htmlBytes: number;
  costs: CompressionCost[];
  /** The page under load asked with each Accept-Encoding (the web server chooses brotli when offered). */
  underLoad: { acceptEncoding: string; pagesPerSecond: number; webCpuMsPerPage: number }[];
}

function compressionLines(compression: CompressionReport): string[] {
  const reference = compression.costs.find((cost) => cost.setting === 'gzip 6');
  const cells = (values: (string | number)[]) => `| ${values.join(' | ')} |`;
  return [
    `## Compressing the ${compression.page} page (${(compression.htmlBytes / 1024).toFixed(1)} KiB of HTML)`,
    '',
    cells(['setting', 'bytes', 'CPU per page', 'at 1.6 Mbit/s', 'saved beside gzip 6, net of its CPU']),
    cells(Array<string>(5).fill('---')),
    ...compression.costs.map((cost) =>
      cells([
        cost.setting,
        cost.bytes,
        ms(cost.cpuMs),
        ms((cost.bytes * 8) / 1638.4),
        reference ? ms(netSavingMs(cost, reference)) : '–',
      ]),
    ),
    '',
    ...compression.underLoad.map(
      (run) =>
        `- under load with \`Accept-Encoding: ${run.acceptEncoding}\`: ${run.pagesPerSecond.toFixed(1)} pages/s, the web server's CPU ${run.webCpuMsPerPage.toFixed(1)} ms per page`,
    ),
    '- each setting compresses the page in a stream fed in 2 KiB chunks, as React writes it and the web server’s compression middleware passes it on; CPU is this process’s (its zlib threads included), the settings taking turns, the mean of 40 pages each; 1.6 Mbit/s is Lighthouse’s mobile profile',
    '',
  ];
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const operationCount = (page: ServerCostPage) => page.operationsByPass.flat().length;

/** The operations of each pass, passes separated by '→'. */
const operationsCell = (page: ServerCostPage) =>
  page.operationsByPass.map((pass) => pass.join(', ')).join(' → ') || '–';

/** A process that spent less than this per page on every page type is left out of the table (not the json). */
const SHOWN_FROM_MS_PER_PAGE = 0.5;

/** The processes shown under load, in the order of the first page that has them. */
function processNames(report: ServerCostReport): string[] {
  const names: string[] = [];
  for (const page of report.pages)
    for (const cost of page.load?.processes ?? [])
      if (!names.includes(cost.process) && spentSomething(report, cost.process)) names.push(cost.process);
  return names;
}

const spentSomething = (report: ServerCostReport, process: string) =>
  report.pages.some((page) =>
    page.load?.processes.some(
      (cost) => cost.process === process && cost.cpuMsPerPage >= SHOWN_FROM_MS_PER_PAGE,
    ),
  );

/** The web server's CPU per page as a multiple of the gateway's (the goal: at most 1). */
export function webToGatewayCpu(processes: readonly ProcessCost[]): number | undefined {
  const web = processes.find((cost) => cost.process === 'web');
  const gateway = processes.find((cost) => cost.process === 'gateway');
  return web && gateway ? web.cpuMsPerPage / gateway.cpuMsPerPage : undefined;
}

/** The Markdown report: per page type the render's operations and passes, its first byte, and its cost under load. */
export function renderServerCostReport(report: ServerCostReport): string {
  const processes = processNames(report);
  const loaded = report.pages.find((page) => page.load)?.load;
  const cells = (values: (string | number)[]) => `| ${values.join(' | ')} |`;
  const lines = [
    `# What a page costs on the server (${report.date})`,
    '',
    `- ${report.products} demo products; every service with NODE_ENV=${report.nodeEnv}; pages asked with \`Accept-Encoding: ${report.acceptEncoding}\``,
    `- operations and data passes: the page's \`Server-Timing\` header (the web server with WEB_RENDER_STATS=1)`,
    `- first byte: median of ${report.runs} sequential requests; gateway: median of ${report.runs} replays of the page's operations at the gateway, each pass's operations at once and the passes in turn`,
    ...(loaded
      ? [
          `- under load: ${loaded.connections} connections for ${loaded.seconds} s per page type (autocannon); CPU from /proc/<pid>/stat (user + system) of each process before and after, divided by the pages answered`,
        ]
      : []),
    '',
    '## The server render',
    '',
    cells([
      'page',
      'operations',
      'operations, by data pass',
      'data passes',
      'renders',
      'first byte',
      'render',
      'gateway, the page’s operations',
      'first byte ÷ gateway',
      'slowest operation alone',
    ]),
    cells(Array<string>(10).fill('---')),
    ...report.pages.map((page) =>
      cells([
        page.name,
        operationCount(page),
        operationsCell(page),
        page.dataPasses,
        page.renders,
        ms(page.ttfbMs),
        ms(page.renderMs),
        ms(page.gatewayMs),
        `${ttfbRatio(page).toFixed(1)}×`,
        `${page.slowestOperation.name} ${ms(page.slowestOperation.ms)}`,
      ]),
    ),
    '',
  ];
  if (loaded) {
    lines.push(
      `## Under load (${loaded.connections} connections)`,
      '',
      cells([
        'page',
        'pages/s',
        'p50',
        'failed',
        'web ÷ gateway CPU',
        ...processes.map((name) => `${name} CPU ms/page`),
      ]),
      cells(Array<string>(5 + processes.length).fill('---')),
      ...report.pages.map((page) => {
        const load = page.load;
        if (!load) return cells([page.name, ...Array<string>(4 + processes.length).fill('–')]);
        const perPage = (name: string) => load.processes.find((cost) => cost.process === name);
        const ratio = webToGatewayCpu(load.processes);
        return cells([
          page.name,
          load.pagesPerSecond.toFixed(1),
          ms(load.p50Ms),
          load.failures,
          ratio === undefined ? '–' : `${ratio.toFixed(1)}×`,
          ...processes.map((name) => {
            const cost = perPage(name);
            return cost ? cost.cpuMsPerPage.toFixed(1) : '–';
          }),
        ]);
      }),
      '',
      `Processes that spent less than ${SHOWN_FROM_MS_PER_PAGE} ms per page on every page type are only in the json.`,
      '',
    );
  }
  if (report.compression) lines.push(...compressionLines(report.compression));
  lines.push(...report.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
