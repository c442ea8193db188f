/**
 * npm run bench:web: the storefront's budgets of the web foundation issue, measured with Lighthouse 13
 * (mobile, simulated throttling) in Debian's Chromium against the production build, written to
 * bench/results/web.md (the table) and web.json (every run's figures).
 * - builds web/ (turbo caches it) and starts the whole shop on free ports with NODE_ENV=production;
 * - asks the shop's gateway for its pages: home, the largest category, that category's first product
 *   (canonical path from route()), and the search results for a word of that product's name;
 * - runs Lighthouse on each page BENCH_WEB_RUNS times in a fresh Chromium (fresh user-data dir), pages
 *   taking turns, and reports the median run by performance score.
 * It exits 1 when a page cannot be loaded or Lighthouse fails, not when a budget is missed (the table
 * marks those).
 *   BENCH_PRODUCTS (default 2000)  catalogue size
 *   BENCH_WEB_RUNS (default 3)     Lighthouse runs per page
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { writeResults } from './writeResults';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT, ensureChromium, startTestStack } from '@shop/stack';
import { figuresOf, medianRun, searchTermOf } from './webFigures';
import { renderWebReport, type WebPageResult, type WebPageRun } from './webReport';

const products = Number(process.env.BENCH_PRODUCTS ?? 2000);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const STORE = 'nl-be';

interface Page {
  name: string;
  path: string;
}

/** The production build of the storefront: turbo builds it when its inputs changed, else restores it. */
function buildStorefront(): void {
  console.log('Building the storefront (npx turbo run build --filter=@shop/web)…');
  try {
    execFileSync('npx', ['turbo', 'run', 'build', '--filter=@shop/web', '--output-logs=errors-only'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
  } catch {
    throw new Error(
      'The storefront build failed (npx turbo run build --filter=@shop/web): see its output above.',
    );
  }
  if (!existsSync(path.join(REPO_ROOT, 'web', 'dist', 'index.html'))) {
    throw new Error('The storefront build left no web/dist/index.html.');
  }
}

async function post<T>(gateway: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: STORE },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`query failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

interface CategoryNode {
  id: number;
  name: string;
  urlPath: string;
  productCount: number;
  children?: CategoryNode[];
}

/** The canonical path of a shop path, checked to lead to the expected kind of page. */
async function canonicalPath(gateway: string, shopPath: string, kind: 'ProductRoute' | 'CategoryRoute') {
  const { route } = await post<{ route: { target: { __typename: string; canonicalPath?: string } } }>(
    gateway,
    `query BenchRoute($path: String!) {
      route(path: $path) {
        target { __typename ... on ProductRoute { canonicalPath } ... on CategoryRoute { canonicalPath } }
      }
    }`,
    { path: shopPath },
  );
  if (route.target.__typename !== kind || !route.target.canonicalPath) {
    throw new Error(`${shopPath} leads to a ${route.target.__typename}, not a ${kind}.`);
  }
  return route.target.canonicalPath;
}

/** The pages to measure, found in the running shop through its gateway (nothing hard-coded but the home). */
async function findPages(gateway: string): Promise<{ pages: Page[]; notes: string[] }> {
  const { categoryTree } = await post<{ categoryTree: CategoryNode[] }>(
    gateway,
    `{ categoryTree { id name urlPath productCount children { id name urlPath productCount
        children { id name urlPath productCount } } } }`,
  );
  const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
  // The largest category: a full product grid, as most category visits see.
  const category = flatten(categoryTree).reduce((a, b) => (b.productCount > a.productCount ? b : a));
  if (category.productCount === 0) throw new Error('No category of the shop has products.');
  const categoryPath = await canonicalPath(gateway, `/${STORE}/c/${category.urlPath}`, 'CategoryRoute');

  const { categoryProducts } = await post<{
    categoryProducts: { items: { name: string; urlPath: string }[] };
  }>(
    gateway,
    `query BenchFirstProduct($categoryId: Int!) {
      categoryProducts(categoryId: $categoryId, paging: { pageSize: 1, start: 0 }) { items { name urlPath } }
    }`,
    { categoryId: category.id },
  );
  const product = categoryProducts.items[0];
  if (!product) throw new Error(`Category ${category.id} lists no product.`);
  const productPath = await canonicalPath(gateway, `/${STORE}/${product.urlPath}`, 'ProductRoute');
  const term = searchTermOf(product.name);

  return {
    pages: [
      { name: 'home', path: `/${STORE}/` },
      { name: 'category', path: categoryPath },
      { name: 'product', path: productPath },
      { name: 'search results', path: `/${STORE}/boeken.html?q=${encodeURIComponent(term)}` },
    ],
    notes: [
      `Pages: the largest category, “${category.name}” (${category.productCount} products); its first product, “${product.name}”; the search for “${term}”, a word of that product’s name.`,
    ],
  };
}

/** One Lighthouse run of `url` in a fresh Chromium with a fresh user-data dir. */
async function lighthouseRun(url: string): Promise<WebPageRun> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS],
    userDataDir,
  });
  try {
    // Lighthouse drives a page of ours, so the page can say afterwards what it showed.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      const result = await lighthouse(
        url,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
      const figures = figuresOf(result.lhr, result.artifacts.DevtoolsLog);
      // A string, as this package is typed for Node (no DOM library).
      const heading: unknown = await page.evaluate(`document.querySelector('h1')?.textContent ?? null`);
      return { ...figures, title: await page.title(), heading: typeof heading === 'string' ? heading : null };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

function chromiumVersion(): string {
  // The Debian wrapper script prints a shell warning on stderr; the version is on stdout.
  return execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

async function main(): Promise<number> {
  const started = Date.now();
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('BENCH_WEB_RUNS must be a whole number of 1 or more.');
  ensureChromium();
  buildStorefront();
  console.log(`Starting the shop with ${products} products (NODE_ENV=production)…`);
  const stack = await startTestStack({
    products,
    // The reading upstream refuses its development secret in production: a throwaway one for this run.
    env: { NODE_ENV: 'production', READING_JWT_SECRET: randomBytes(32).toString('hex') },
    healthTimeoutMs: 300_000,
  });
  try {
    const web = stack.urls.web;
    if (!web) throw new Error('The shop started without its storefront.');
    const { pages, notes } = await findPages(`${stack.urls.gateway}/graphql`);
    const results: WebPageResult[] = pages.map((page) => ({ ...page, runs: [] }));
    // Pages take turns, so a slow moment of this shared machine does not fall on one page's runs only.
    for (let i = 1; i <= runs; i++) {
      for (const result of results) {
        if (result.error) continue;
        try {
          const run = await lighthouseRun(`${web}${result.path}`);
          result.runs.push(run);
          console.log(
            `run ${i}/${runs} ${result.name}: performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
          );
        } catch (error) {
          result.error = error instanceof Error ? error.message : String(error);
          console.error(`run ${i}/${runs} ${result.name} (${result.path}) failed: ${result.error}`);
        }
      }
    }
    for (const result of results) if (!result.error) result.median = medianRun(result.runs);

    const report = {
      date: new Date().toISOString().slice(0, 10),
      chromium: chromiumVersion(),
      lighthouse: (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version,
      products,
      runs,
      pages: results,
      notes,
    };
    const table = renderWebReport(report);
    console.log(`\n${table}`);
    const durationSeconds = Math.round((Date.now() - started) / 1000);
    const [file] = await writeResults(REPO_ROOT, {
      'web.md': table,
      'web.json': JSON.stringify({ ...report, durationSeconds }, null, 2),
    });
    console.log(`Written to ${file} and web.json; the benchmark took ${durationSeconds} s.`);
    return results.some((result) => result.error) ? 1 : 0;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
