/**
 * npm run bench:web: what the storefront's pages cost, in two parts, against the production build of the shop
 * started on free ports with NODE_ENV=production:
 * - the server's cost (issue 20 'Count what a page costs', serverCostRun.ts): per page type the operations its
 *   server render sent and its data passes (the web server runs with WEB_RENDER_STATS=1), its time to first
 *   byte beside the gateway time of the same operations, and under load the pages per second and the CPU
 *   milliseconds per page of every process, written to bench/results/web-server-cost.md and .json;
 * - the budgets of the web foundation issue, measured with Lighthouse 13 (mobile, simulated throttling) in
 *   Debian's Chromium, written to bench/results/web.md (the table) and web.json (every run's figures).
 * It builds web/ (turbo caches it) and asks the shop's gateway for its pages: home, the largest category,
 * that category's first product (canonical path from route()), the search results for a word of that
 * product's name, the newest news item, the first author with books, and (server cost only) the contact
 * page, a CMS page of the catalogue; and the customer screens (webScreens.ts), each with the state it shows:
 * the wishlist with a few products, a customer's digital products, the confirmation of a guest's bank-transfer
 * order, the reading programme's home, the checkout with one line. Their state lives in the browser, so the
 * server's cost measures only the programme's home among them. Lighthouse runs each
 * page BENCH_WEB_RUNS times in a fresh Chromium (fresh user-data dir), pages taking turns, and reports the
 * median run by performance score.
 * It exits 1 when a page cannot be loaded or Lighthouse fails, not when a budget is missed (the table
 * marks those).
 *   BENCH_PRODUCTS (default 2000)        catalogue size
 *   BENCH_WEB_RUNS (default 3)           Lighthouse runs per page
 *   BENCH_WEB_PAGES (default: all)       comma list of the pages to measure (webPages.ts names them), e.g.
 *                                        wishlist,digital-products,confirmation,programme,checkout
 *   BENCH_WEB_LIGHTHOUSE (default 1)     0 skips Lighthouse: the server's cost alone, in a few minutes
 *   BENCH_TTFB_RUNS (default 15)         sequential requests per page for the first byte and the gateway time
 *   BENCH_LOAD_CONNECTIONS (default 8)   connections of the load run
 *   BENCH_LOAD_SECONDS (default 15)      seconds of load per page type (0 skips the load runs)
 *   BENCH_NODE_ENV (default production)  NODE_ENV of every service (development: as npm start ran before issue 20)
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
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  REPO_ROOT,
  SERVICES,
  ensureChromium,
  startTestStack,
} from '@shop/stack';
import { figuresOf, medianRun, searchTermOf } from './webFigures';
import {
  digitalBooksOf,
  printedBookOf,
  selectPages,
  type CatalogueProduct,
  type WishedProduct,
} from './webPages';
import { customerScreens, expectShown, type BenchPage, type ScreenProducts } from './webScreens';
import { renderWebReport, type WebPageResult, type WebPageRun } from './webReport';
import { renderServerCostReport } from './serverCost';
import { measureCompression, measureServerCost } from './serverCostRun';

const products = Number(process.env.BENCH_PRODUCTS ?? 2000);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const lighthouseRuns = process.env.BENCH_WEB_LIGHTHOUSE !== '0';
const ttfbRuns = Number(process.env.BENCH_TTFB_RUNS ?? 15);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 8);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const nodeEnv = process.env.BENCH_NODE_ENV ?? 'production';
const STORE = 'nl-be';
/** What Chromium asks for: the answers are compressed as browsers get them. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

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

/**
 * What the customer screens show, from the catalogue: three printed books in stock for the wishlist, the first
 * of them for the checkout's line and the guest's order, an e-book and an audiobook for the digital products.
 */
async function screenProducts(gateway: string): Promise<ScreenProducts & { names: string[] }> {
  const products: (CatalogueProduct & WishedProduct)[] = [];
  for (let start = 0; ; start += 200) {
    const { products: page } = await post<{
      products: { total: number; items: (CatalogueProduct & WishedProduct)[] };
    }>(
      gateway,
      `query BenchScreenProducts($start: Int!) { products(search: { paging: { pageSize: 200, start: $start } }) {
        total items { sku name slug type stock { status qty isManageStock } attributes { code values { label } } } } }`,
      { start },
    );
    products.push(...page.items);
    const done = start + 200 >= page.total;
    try {
      const digitalSkus = digitalBooksOf(products);
      const wished = products.filter((p) => p.type === 'SIMPLE' && p.stock?.status === 'OK').slice(0, 3);
      const printedSku = printedBookOf(products);
      if (wished.length === 3 || done) {
        const name = (sku: string) => products.find((p) => p.sku === sku)!.name;
        return { wished, digitalSkus, printedSku, names: [...digitalSkus.map(name), name(printedSku)] };
      }
    } catch (error) {
      if (done) throw error;
    }
  }
}

/** The pages to measure, found in the running shop through its gateway (nothing hard-coded but the home). */
async function findPages(gateway: string): Promise<{ pages: BenchPage[]; notes: string[] }> {
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

  // The content pages of issue 21: the newest news item, and the first author of the directory with books.
  const { news, authors } = await post<{
    news: { items: { title: string; path: string }[] };
    authors: { name: string; path: string; books: { sku: string }[] }[];
  }>(
    gateway,
    `query BenchContentPages { news(first: 1) { items { title path } } authors { name path books { sku } } }`,
  );
  const newsItem = news.items[0];
  const author = authors.find((candidate) => candidate.books.length > 0);
  if (!newsItem || !author) throw new Error('The content service has no news item or no author with books.');
  const screens = await screenProducts(gateway);

  return {
    pages: [
      { name: 'home', path: `/${STORE}/` },
      { name: 'category', path: categoryPath },
      { name: 'product', path: productPath },
      { name: 'search results', path: `/${STORE}/boeken.html?q=${encodeURIComponent(term)}` },
      { name: 'news item', path: newsItem.path },
      { name: 'author', path: author.path },
      ...customerScreens(screens),
    ],
    notes: [
      `Pages: the largest category, “${category.name}” (${category.productCount} products); its first product, “${product.name}”; the search for “${term}”, a word of that product’s name; the newest news item, “${newsItem.title}”; the first author with books, ${author.name} (${author.books.length} books).`,
      `Customer screens: the wishlist holds ${screens.wished.map((p) => `“${p.name}”`).join(', ')} (in localStorage); the digital products are those of a new customer, logged in in the measured browser through the shop’s login, who bought “${screens.names[0]}” and “${screens.names[1]}” by bank transfer; the confirmation is that of a guest who ordered “${screens.names[2]}” by bank transfer through the checkout in the measured tab (the confirmation is kept in its sessionStorage), a new order each run; the checkout is a guest’s with one line of “${screens.names[2]}”; the reading programme’s home is /${STORE}/klaslezen. Lighthouse clears the cache before each load but keeps cookies and storage.`,
    ],
  };
}

/** One Lighthouse run of a page in a fresh Chromium with a fresh user-data dir, after its state is made. */
/**
 * A Lighthouse run, and one more when Lighthouse itself asks for it: its trace of the page load sometimes
 * misses the navigation's start on a busy machine (NO_NAVSTART, 'Please run Lighthouse again').
 */
async function lighthouseRunOnceMore(web: string, benchPage: BenchPage): Promise<WebPageRun> {
  try {
    return await lighthouseRun(web, benchPage);
  } catch (error) {
    if (!/run Lighthouse again/i.test(error instanceof Error ? error.message : String(error))) throw error;
    console.log(`${benchPage.name}: Lighthouse asked to run again (${String(error)}); once more`);
    return lighthouseRun(web, benchPage);
  }
}

async function lighthouseRun(web: string, benchPage: BenchPage): Promise<WebPageRun> {
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
      const url = `${web}${benchPage.prepare ? await benchPage.prepare(page, web) : benchPage.path}`;
      const result = await lighthouse(
        url,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
      const figures = figuresOf(result.lhr, result.artifacts.DevtoolsLog);
      await expectShown(page, benchPage);
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

/** The server's cost of each page type (serverCostRun.ts), written to web-server-cost.md and .json. */
async function serverCost(
  stack: Awaited<ReturnType<typeof startTestStack>>,
  pages: BenchPage[],
  category: BenchPage,
  notes: string[],
) {
  const pids = Object.fromEntries(
    Object.entries(stack.pids).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
  // The web server first, then the gateway, the subgraphs and the upstreams: the order of the table.
  const ordered = Object.fromEntries(
    [...SERVICES]
      .sort((a, b) => b.tier - a.tier)
      .flatMap((service) => (pids[service.name] === undefined ? [] : [[service.name, pids[service.name]!]])),
  );
  const options = {
    web: stack.urls.web!,
    gateway: `${stack.urls.gateway}/graphql`,
    store: STORE,
    pids: ordered,
    pages: [...pages, { name: 'CMS page', path: `/${STORE}/contact` }],
    runs: ttfbRuns,
    connections,
    loadSeconds,
    acceptEncoding: ACCEPT_ENCODING,
  };
  const measured = await measureServerCost(options);
  // The category page (measured whichever pages were chosen): the largest HTML of the shop's pages.
  const compression = await measureCompression(options, category);
  const report = {
    date: new Date().toISOString().slice(0, 10),
    products,
    nodeEnv,
    runs: ttfbRuns,
    acceptEncoding: ACCEPT_ENCODING,
    pages: measured,
    compression,
    notes: [
      ...notes,
      'The CMS page is the contact page, a CMS page of the catalogue.',
      'The gateway time replays the operations the page’s server render sent (captured by running the built render in this process against the gateway), with their variables and the store view.',
      'The load generator runs on the same machine as the shop; its own CPU time is in the last column. CPU per page counts the requests still running when the load stopped as unanswered, so it errs a little high.',
      'Rerun: `BENCH_WEB_LIGHTHOUSE=0 npm run bench:web` (a few minutes; BENCH_TTFB_RUNS, BENCH_LOAD_CONNECTIONS, BENCH_LOAD_SECONDS, BENCH_NODE_ENV, BENCH_PRODUCTS).',
    ],
  };
  const table = renderServerCostReport(report);
  console.log(`\n${table}`);
  const [file] = await writeResults(REPO_ROOT, {
    'web-server-cost.md': table,
    'web-server-cost.json': JSON.stringify(report, null, 2),
  });
  console.log(`Written to ${file} and web-server-cost.json.`);
}

/** Lighthouse on each page (the web foundation issue's budgets), written to web.md and web.json; true when every page was measured. */
async function lighthouseBudgets(web: string, pages: BenchPage[], notes: string[]): Promise<boolean> {
  const started = Date.now();
  const results: (WebPageResult & { page: BenchPage })[] = pages.map((page) => ({
    name: page.name,
    path: page.path,
    page,
    runs: [],
  }));
  // Pages take turns, so a slow moment of this shared machine does not fall on one page's runs only.
  for (let i = 1; i <= runs; i++) {
    for (const result of results) {
      if (result.error) continue;
      try {
        const run = await lighthouseRunOnceMore(web, result.page);
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
    pages: results.map(({ page: _page, ...result }) => result),
    notes,
  };
  const table = renderWebReport(report);
  console.log(`\n${table}`);
  const durationSeconds = Math.round((Date.now() - started) / 1000);
  const [file] = await writeResults(REPO_ROOT, {
    'web.md': table,
    'web.json': JSON.stringify({ ...report, durationSeconds }, null, 2),
  });
  console.log(`Written to ${file} and web.json; Lighthouse took ${durationSeconds} s.`);
  return results.every((result) => !result.error);
}

async function main(): Promise<number> {
  const started = Date.now();
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('BENCH_WEB_RUNS must be a whole number of 1 or more.');
  if (!Number.isInteger(ttfbRuns) || ttfbRuns < 1)
    throw new Error('BENCH_TTFB_RUNS must be a whole number of 1 or more.');
  if (!Number.isInteger(connections) || connections < 1)
    throw new Error('BENCH_LOAD_CONNECTIONS must be a whole number of 1 or more.');
  if (!Number.isInteger(loadSeconds) || loadSeconds < 0)
    throw new Error('BENCH_LOAD_SECONDS must be a whole number of 0 or more.');
  const selectedPages = selectPages(process.env.BENCH_WEB_PAGES);
  if (lighthouseRuns) ensureChromium();
  buildStorefront();
  console.log(`Starting the shop with ${products} products (NODE_ENV=${nodeEnv})…`);
  const stack = await startTestStack({
    products,
    env: {
      NODE_ENV: nodeEnv,
      // The reading upstream refuses its development secret in production: a throwaway one for this run.
      READING_JWT_SECRET: randomBytes(32).toString('hex'),
      // Each page tells its render's operations and data passes (Server-Timing).
      WEB_RENDER_STATS: '1',
      // The run finds its pages and fills its carts with queries of its own, which the storefront does not list
      // (issue 23's safelist); the pages' own operations go by id as in production either way.
      GATEWAY_SAFELIST: 'false',
    },
    healthTimeoutMs: 300_000,
  });
  try {
    const web = stack.urls.web;
    if (!web) throw new Error('The shop started without its storefront.');
    const found = await findPages(`${stack.urls.gateway}/graphql`);
    const { notes } = found;
    const pages = found.pages.filter((page) => selectedPages.some((name) => name === page.name));
    console.log(`Pages: ${pages.map((page) => page.name).join(', ')}.`);
    await serverCost(
      stack,
      // A page whose state lives in the browser has no server cost of its own to measure this way.
      pages.filter((page) => !page.prepare),
      found.pages.find((page) => page.name === 'category')!,
      notes,
    );
    const measured = lighthouseRuns ? await lighthouseBudgets(web, pages, notes) : true;
    if (!lighthouseRuns) console.log('Lighthouse skipped (BENCH_WEB_LIGHTHOUSE=0).');
    console.log(`The benchmark took ${Math.round((Date.now() - started) / 1000)} s.`);
    return measured ? 0 : 1;
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
