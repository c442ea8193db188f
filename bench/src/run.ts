/**
 * npm run bench: the catalogue's performance figures of the catalogue issue ('Performance'), with the
 * budgets beside them, written to bench/results/catalogue-<products>.md.
 * - a category page (50 products with facets, stock and live prices) and a fuzzy search (a typo of a
 *   real title) through the gateway, each beside the same catalogue-only query sent straight to the
 *   catalog subgraph in the same run (gateway ÷ direct);
 * - the catalog subgraph's start (spawn until healthy: the index build and the process start) and its
 *   RSS from /proc/<pid>/status after the run (VmRSS, and the peak VmHWM);
 * - the upstream calls of one category page for n = 10 and 50 products: index queries (catalog call
 *   counter), GET /api/stock/list and GET /api/product/render-list (commerce call counter).
 * - issue 23: the catalogue-only category page through a second gateway with the response cache warm, beside
 *   the catalog subgraph direct; and throughput at 8 connections (autocannon) of the catalog subgraph direct
 *   and of gateways of one and two processes (GATEWAY_WORKERS), without and with the response cache.
 * The stack's own gateway runs without the response cache, so the rows above measure the gateway's work.
 * It exits 1 when a query returns errors, not when a budget is missed (the table marks those).
 *   BENCH_PRODUCTS (default 2000)  catalogue size
 *   BENCH_RUNS (default 200)       measured requests per row
 *   BENCH_LOAD_SECONDS (default 10) seconds of each throughput row
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { writeResults } from './writeResults';
import path from 'node:path';
import { fetchCallCounts, resetCallCounts } from '@shop/service';
import { freePorts, launchStack, REPO_ROOT, startTestStack, type TestStack } from '@shop/stack';
import { measure } from './measure';
import { BUDGETS, memoryOf, renderReport, typoOf, type CallsRow, type LatencyPair } from './report';
import { renderThroughput, throughputOf, type ThroughputRow } from './throughput';

const products = Number(process.env.BENCH_PRODUCTS ?? 2000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 8;

/** Another gateway over the stack's subgraphs, on a free port, with its own processes and cache setting. */
async function startGateway(stack: TestStack, options: { workers: number; responseCache: boolean }) {
  const { gateway: port } = await freePorts();
  const extra = await launchStack({
    only: ['gateway'],
    ports: { ...stack.ports, gateway: port },
    dataDir: stack.dataDir,
    stateDir: stack.stateDir,
    env: {
      LOG_LEVEL: 'warn',
      GATEWAY_WORKERS: String(options.workers),
      GATEWAY_RESPONSE_CACHE: String(options.responseCache),
    },
  });
  return { url: `${extra.urls.gateway}/graphql`, stop: () => extra.stop() };
}

const CATALOG_FIELDS =
  'sku name urlPath image { url } price { final { value currency } finalExclTax { value currency } }';
const FACETS = 'aggregations { attributeCode options { value count selected } }';
/** The category page of the shop: the catalogue's fields and facets, plus stock and live prices (cart subgraph) when `full`. */
const pageQuery = (full: boolean) => `query CategoryPageQuery($categoryId: Int!, $pageSize: Int!) {
  categoryProducts(categoryId: $categoryId, paging: { pageSize: $pageSize, start: 0 }) {
    total ${FACETS}
    items { ${CATALOG_FIELDS} ${full ? 'stock { isInStock qty status } livePrice { final { value currency } isCurrent }' : ''} }
  }
}`;
const searchQuery = `query SearchQuery($term: String!) {
  products(search: { term: $term, paging: { pageSize: 50, start: 0 } }) {
    total ${FACETS}
    items { ${CATALOG_FIELDS} }
  }
}`;

async function post(url: string, query: string, variables: Record<string, unknown>, requestId?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'nl-be',
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Starts src/forwarder.ts in its own process (as the gateway runs in its own) in front of `target`. */
async function startForwarder(target: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/forwarder.ts'], {
    cwd: path.join(REPO_ROOT, 'bench'),
    env: { ...process.env, FORWARD_TO: target },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the forwarder exited (${code}) before listening`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { url: `http://127.0.0.1:${port}/graphql`, stop: () => child.kill('SIGTERM') };
}

async function main() {
  console.log(`Starting the stack with ${products} products…`);
  const stack = await startTestStack({
    products,
    only: ['commerce', 'reading', 'contentService', 'catalog', 'cart', 'classreading', 'content', 'gateway'],
    healthTimeoutMs: 300_000,
    env: { GATEWAY_RESPONSE_CACHE: 'false', GATEWAY_WORKERS: '1' },
  });
  try {
    const gateway = `${stack.urls.gateway}/graphql`;
    const catalog = `${stack.urls.catalog}/graphql`;
    const tree = (await post(
      gateway,
      '{ categoryTree { id productCount children { id productCount } } }',
      {},
    )) as {
      categoryTree: { id: number; productCount: number; children: { id: number; productCount: number }[] }[];
    };
    // The largest category: the most products to filter, count and sort.
    const category = tree.categoryTree
      .flatMap((c) => [c, ...c.children])
      .reduce((a, b) => (b.productCount > a.productCount ? b : a));
    const variables = { categoryId: category.id, pageSize: 50 };
    const page = (await post(gateway, pageQuery(false), variables)) as {
      categoryProducts: { items: { name: string }[] };
    };
    const title = page.categoryProducts.items.map((item) => item.name).find((name) => typoOf(name) !== name);
    if (!title) throw new Error('No title of five letters or more on the category page to misspell.');
    const term = typoOf(title);

    const pairs: LatencyPair[] = [];
    const compare = async (
      name: string,
      gatewayQuery: string,
      directQuery: string,
      vars: Record<string, unknown>,
      p95Budget?: number,
      via = gateway,
    ) => {
      // Alternating rows would mix their caches; each side runs its own warm-up and series.
      const viaGateway = await measure(() => post(via, gatewayQuery, vars).then(() => undefined), runs);
      const direct = await measure(() => post(catalog, directQuery, vars).then(() => undefined), runs);
      pairs.push({ name, gateway: viaGateway, direct, p95Budget, sameQuery: gatewayQuery === directQuery });
    };
    const budget = products >= BUDGETS.categoryPageProducts ? BUDGETS.categoryPageP95Ms : undefined;
    await compare(
      'category page, 50 products, facets + stock + live prices (direct: facets only)',
      pageQuery(true),
      pageQuery(false),
      variables,
      budget,
    );
    await compare(
      'category page, 50 products, facets, catalogue fields only',
      pageQuery(false),
      pageQuery(false),
      variables,
    );
    await compare(`fuzzy search "${term}", 50 products, facets`, searchQuery, searchQuery, { term });
    // The floor: the same catalogue-only page through a process that only forwards HTTP.
    const forwarder = await startForwarder(catalog);
    try {
      const viaHop = await measure(
        () => post(forwarder.url, pageQuery(false), variables).then(() => undefined),
        runs,
      );
      const direct = await measure(
        () => post(catalog, pageQuery(false), variables).then(() => undefined),
        runs,
      );
      pairs.push({
        name: 'reference: the catalogue-only page through a bare HTTP forwarder instead of the gateway',
        gateway: viaHop,
        direct,
        sameQuery: true,
        reference: true,
      });
    } finally {
      forwarder.stop();
    }

    // Issue 23: the same catalogue-only page through a gateway whose response cache is warm.
    const cached = await startGateway(stack, { workers: 1, responseCache: true });
    try {
      await compare(
        'category page, catalogue fields, gateway with the response cache warm',
        pageQuery(false),
        pageQuery(false),
        variables,
        undefined,
        cached.url,
      );
    } finally {
      await cached.stop();
    }

    const load = { connections: LOAD_CONNECTIONS, seconds: loadSeconds };
    const catalogueOnly = { query: pageQuery(false), variables };
    const throughput: ThroughputRow[] = [
      await throughputOf('catalog subgraph direct', catalog, catalogueOnly, load),
    ];
    for (const responseCache of [false, true])
      for (const workers of [1, 2]) {
        const replica = await startGateway(stack, { workers, responseCache });
        try {
          const name = `gateway, ${workers} process${workers > 1 ? 'es' : ''}, response cache ${responseCache ? 'on' : 'off'}`;
          throughput.push(await throughputOf(name, replica.url, catalogueOnly, load));
          console.log(`throughput: ${name} done`);
        } finally {
          await replica.stop();
        }
      }

    const calls: CallsRow[] = [];
    for (const n of [10, 50]) {
      await resetCallCounts(stack.urls.catalog!);
      await resetCallCounts(stack.urls.commerce!);
      const requestId = `bench-calls-${n}`;
      await post(gateway, pageQuery(true), { categoryId: category.id, pageSize: n }, requestId);
      const index = (await fetchCallCounts(stack.urls.catalog!)).byRequestId[requestId] ?? {};
      const commerce = (await fetchCallCounts(stack.urls.commerce!)).byRequestId[requestId] ?? {};
      calls.push({
        products: n,
        indexQueries: index['index query'] ?? 0,
        stockCalls: commerce['GET /api/stock/list'] ?? 0,
        priceCalls: commerce['GET /api/product/render-list'] ?? 0,
      });
      console.log(`calls for n=${n}: catalog ${JSON.stringify(index)}, commerce ${JSON.stringify(commerce)}`);
    }

    const memory = memoryOf(await readFile(`/proc/${stack.pids.catalog}/status`, 'utf8'));
    const table = renderReport({
      products,
      runs,
      date: new Date().toISOString().slice(0, 10),
      catalogStartMs: stack.startMs.catalog ?? Number.NaN,
      catalogRssBytes: memory.rss,
      catalogPeakRssBytes: memory.peak,
      pairs,
      calls,
      notes: [
        `Category ${category.id} (${category.productCount} products); the fuzzy search misspells "${title}".`,
        'Gateway and direct rows ask the catalog subgraph the same fields; the first row adds stock and live prices (cart subgraph) through the gateway only.',
        'The reference row puts a process that only forwards HTTP (src/forwarder.ts) where the gateway is: the cost of any extra hop on this machine.',
      ],
    });
    const report = `${table}\n\n${renderThroughput(throughput)}\n`;
    console.log(`\n${report}`);
    const [file] = await writeResults(REPO_ROOT, { [`catalogue-${products}.md`]: report });
    console.log(`Written to ${file}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
