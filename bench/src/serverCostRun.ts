/**
 * Measures what each page type costs on the server (issue 20 'Count what a page costs') against a running
 * shop whose web server tells its renders' cost (WEB_RENDER_STATS=1): the figures of serverCost.ts.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { renderTimingOf, type RenderTiming } from '@shop/web/render-timing';
import { REPO_ROOT } from '@shop/stack';
import { compressionCosts } from './compressionCost';
import { cpuTicksOf, median, processCosts, type CompressionReport, type ServerCostPage } from './serverCost';

export interface ServerCostOptions {
  /** The storefront's base URL and the gateway's GraphQL endpoint. */
  web: string;
  gateway: string;
  store: string;
  /** The processes whose CPU time is counted under load, by name (web first). */
  pids: Record<string, number>;
  pages: { name: string; path: string }[];
  /** Sequential requests per page for the first byte and the gateway replay. */
  runs: number;
  connections: number;
  loadSeconds: number;
  acceptEncoding: string;
}

/** One GraphQL request of a page's server render, as it went to the gateway. */
interface RenderOperation {
  name: string;
  pass: number;
  headers: Record<string, string>;
  body: string;
}

/** The app's server render as built (web/dist/server), typed only as far as this benchmark calls it. */
type Render = (request: {
  url: URL;
  store: string;
  fetch: typeof fetch;
  queryTimeoutMs: number;
  headers: Record<string, string>;
  nonce: string;
  consent: null;
  sessions: { customer: boolean; pupil: boolean };
}) => Promise<{
  markup: NodeJS.ReadableStream;
  stats: { operations: { name: string; pass: number }[] };
}>;

async function loadRender(): Promise<Render> {
  const entry = path.join(REPO_ROOT, 'web', 'dist', 'server', 'entry-server.js');
  return ((await import(pathToFileURL(entry).href)) as { render: Render }).render;
}

/**
 * The operations a page's render sends, with their bodies, to replay them at the gateway: the built render
 * run here with a fetch that goes straight to the gateway (as an anonymous visitor's page does, through the
 * web server's session forwarder) and keeps what it sent.
 */
async function renderOperations(
  render: Render,
  options: ServerCostOptions,
  pagePath: string,
): Promise<RenderOperation[]> {
  const sent: Omit<RenderOperation, 'pass'>[] = [];
  const capture: typeof fetch = async (_input, init) => {
    const headers: Record<string, string> = { 'x-session-transport': 'cookie' };
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const body = String(init?.body);
    sent.push({ name: '', headers, body });
    return fetch(options.gateway, { method: 'POST', headers, body, signal: init?.signal ?? null });
  };
  const rendered = await render({
    url: new URL(pagePath, options.web),
    store: options.store,
    fetch: capture,
    queryTimeoutMs: 10_000,
    headers: { 'x-request-id': `bench-capture-${randomUUID()}` },
    nonce: 'bench',
    consent: null,
    // The pages measured are public: an anonymous visitor's.
    sessions: { customer: false, pupil: false },
  });
  for await (const chunk of rendered.markup) void chunk;
  // The render counts the operations through the same fetch, in the same order.
  return sent.map((operation, i) => ({ ...operation, ...rendered.stats.operations[i]! }));
}

/** How long the gateway takes for the operations of one page, each pass's at once and the passes in turn. */
async function replay(gateway: string, operations: RenderOperation[]): Promise<number> {
  const passes = [...new Set(operations.map((operation) => operation.pass))].sort((a, b) => a - b);
  const started = performance.now();
  for (const pass of passes) {
    await Promise.all(
      operations
        .filter((operation) => operation.pass === pass)
        .map(async (operation) => {
          const response = await fetch(gateway, {
            method: 'POST',
            headers: operation.headers,
            body: operation.body,
          });
          const answer = (await response.json()) as { errors?: unknown[] };
          if (!response.ok || answer.errors)
            throw new Error(`${operation.name} failed at the gateway: ${JSON.stringify(answer.errors)}`);
        }),
    );
  }
  return performance.now() - started;
}

/** `work` `runs` times one after the other after a few unmeasured warm-up runs; the median of what it returns. */
async function medianOf(runs: number, work: () => Promise<number>): Promise<number> {
  for (let i = 0; i < Math.min(3, runs); i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await work());
  return median(samples);
}

/** One page request: its time to first byte (the answer's head), and its render's cost from Server-Timing. */
async function pageRequest(
  url: string,
  acceptEncoding: string,
): Promise<{ ttfbMs: number; timing: RenderTiming }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  const ttfbMs = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}.`);
  const timing = renderTimingOf(response.headers.get('server-timing'));
  if (!timing)
    throw new Error(`${url} has no render timing: is the web server started with WEB_RENDER_STATS=1?`);
  return { ttfbMs, timing };
}

/** The system's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
function ticksPerSecond(): number {
  return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
}

async function cpuTicks(pids: Record<string, number>): Promise<Map<string, number>> {
  const ticks = new Map<string, number>();
  for (const [name, pid] of Object.entries(pids))
    ticks.set(name, cpuTicksOf(await readFile(`/proc/${pid}/stat`, 'utf8')));
  // This benchmark's own process generates the load: its share tells how much of the machine it took.
  ticks.set('load generator', cpuTicksOf(await readFile('/proc/self/stat', 'utf8')));
  return ticks;
}

/** `connections` clients asking for the page again and again for `seconds`, and each process's CPU meanwhile. */
async function underLoad(
  url: string,
  options: ServerCostOptions,
  acceptEncoding = options.acceptEncoding,
): Promise<NonNullable<ServerCostPage['load']>> {
  const hz = ticksPerSecond();
  const before = await cpuTicks(options.pids);
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.loadSeconds,
    headers: { 'accept-encoding': acceptEncoding },
  });
  const after = await cpuTicks(options.pids);
  const pages = result['2xx'];
  return {
    connections: options.connections,
    seconds: options.loadSeconds,
    pages,
    pagesPerSecond: pages / options.loadSeconds,
    p50Ms: result.latency.p50,
    failures: result.non2xx + result.errors + result.timeouts,
    processes: processCosts(before, after, hz, pages),
  };
}

/** Every page type in turn: its render, its first byte, its gateway time, then its cost under load. */
export async function measureServerCost(options: ServerCostOptions): Promise<ServerCostPage[]> {
  const render = await loadRender();
  const results: ServerCostPage[] = [];
  for (const page of options.pages) {
    const url = `${options.web}${page.path}`;
    const operations = await renderOperations(render, options, page.path);
    const requests: { ttfbMs: number; timing: RenderTiming }[] = [];
    await medianOf(options.runs, async () => {
      const request = await pageRequest(url, options.acceptEncoding);
      requests.push(request);
      return request.ttfbMs;
    });
    const measured = requests.slice(-options.runs);
    const timing = measured.at(-1)!.timing;
    const gatewayMs = await medianOf(options.runs, () => replay(options.gateway, operations));
    // Each operation alone, one after the other: which one the page's time at the gateway hangs on.
    const alone: { name: string; ms: number }[] = [];
    for (const operation of operations)
      alone.push({
        name: operation.name,
        ms: await medianOf(options.runs, () => replay(options.gateway, [operation])),
      });
    console.log(
      `${page.name}: ${timing.operationsByPass.flat().length} operations in ${timing.dataPasses} data passes, first byte ${median(measured.map((r) => r.ttfbMs)).toFixed(0)} ms, gateway ${gatewayMs.toFixed(0)} ms`,
    );
    const load = options.loadSeconds > 0 ? await underLoad(url, options) : undefined;
    if (load) console.log(`${page.name} under load: ${load.pagesPerSecond.toFixed(1)} pages/s`);
    results.push({
      ...page,
      operationsByPass: timing.operationsByPass,
      dataPasses: timing.dataPasses,
      renders: timing.renders,
      ttfbMs: median(measured.map((request) => request.ttfbMs)),
      renderMs: median(measured.map((request) => request.timing.renderMs)),
      gatewayMs,
      slowestOperation: alone.reduce((a, b) => (b.ms > a.ms ? b : a), { name: '–', ms: 0 }),
      ...(load ? { load } : {}),
    });
  }
  return results;
}

/**
 * The page compressed at each setting in this process, and asked under load as brotli and as gzip: what a
 * compression quality costs and saves.
 */
export async function measureCompression(
  options: ServerCostOptions,
  page: { name: string; path: string },
): Promise<CompressionReport> {
  const url = `${options.web}${page.path}`;
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const html = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}.`);
  const costs = await compressionCosts(html);
  const underLoadAs: CompressionReport['underLoad'] = [];
  if (options.loadSeconds > 0)
    for (const acceptEncoding of ['br', 'gzip']) {
      const load = await underLoad(url, options, acceptEncoding);
      const web = load.processes.find((cost) => cost.process === 'web');
      underLoadAs.push({
        acceptEncoding,
        pagesPerSecond: load.pagesPerSecond,
        webCpuMsPerPage: web?.cpuMsPerPage ?? Number.NaN,
      });
      console.log(`${page.name} under load as ${acceptEncoding}: ${load.pagesPerSecond.toFixed(1)} pages/s`);
    }
  return { page: page.name, htmlBytes: html.length, costs, underLoad: underLoadAs };
}
