/**
 * npm run bench: the category page through the gateway beside the same query straight to the catalog
 * subgraph, in one run, and the upstream calls one page costs. Not a test: it reports, it does not pass or fail,
 * except that it exits 1 when a page query returns errors.
 *   BENCH_PRODUCTS (default 2000)  catalogue size
 *   BENCH_RUNS (default 200)       measured requests per row
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fetchCallCounts, resetCallCounts } from '@shop/service';
import { REPO_ROOT, startTestStack } from '@shop/stack';
import { measure, type LatencySummary } from './measure';

const products = Number(process.env.BENCH_PRODUCTS ?? 2000);
const runs = Number(process.env.BENCH_RUNS ?? 200);

const CATALOG_FIELDS =
  'sku name urlPath image { url } price { final { value currency } finalExclTax { value currency } }';
const pageQuery = (withStock: boolean) => `query CategoryPageQuery($categoryId: Int!, $pageSize: Int!) {
  categoryProducts(categoryId: $categoryId, paging: { pageSize: $pageSize, start: 0 }) {
    total items { ${CATALOG_FIELDS} ${withStock ? 'stock { isInStock qty status }' : ''} }
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

const ms = (value: number) => value.toFixed(1);

async function main() {
  console.log(`Starting the stack with ${products} products…`);
  const stack = await startTestStack({
    products,
    only: ['commerce', 'reading', 'contentService', 'catalog', 'cart', 'classreading', 'content', 'gateway'],
    healthTimeoutMs: 300_000,
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
    const category = tree.categoryTree
      .flatMap((c) => [c, ...c.children])
      .reduce((a, b) => (b.productCount > a.productCount ? b : a));
    const variables = { categoryId: category.id, pageSize: 50 };

    const rows: [string, LatencySummary][] = [];
    rows.push([
      'category page, 50 products + stock, gateway',
      await measure(() => post(gateway, pageQuery(true), variables).then(() => undefined), runs),
    ]);
    const viaGateway = await measure(
      () => post(gateway, pageQuery(false), variables).then(() => undefined),
      runs,
    );
    const direct = await measure(
      () => post(catalog, pageQuery(false), variables).then(() => undefined),
      runs,
    );
    rows.push(
      ['category page, 50 products, gateway', viaGateway],
      ['category page, 50 products, catalog subgraph direct', direct],
    );

    const calls: string[] = [];
    for (const n of [10, 50]) {
      await resetCallCounts(stack.urls.catalog!);
      await resetCallCounts(stack.urls.commerce!);
      const requestId = `bench-calls-${n}`;
      await post(gateway, pageQuery(true), { categoryId: category.id, pageSize: n }, requestId);
      const index = (await fetchCallCounts(stack.urls.catalog!)).byRequestId[requestId] ?? {};
      const commerce = (await fetchCallCounts(stack.urls.commerce!)).byRequestId[requestId] ?? {};
      calls.push(
        `| ${n} | ${index['index query'] ?? 0} | ${commerce['GET /api/stock/list'] ?? 0} | ${Math.ceil(n / 15)} |`,
      );
    }

    const table = [
      `# Category page benchmark (${products} products, ${runs} sequential requests per row, ${new Date().toISOString().slice(0, 10)})`,
      '',
      '| query | p50 ms | p95 ms | mean ms |',
      '|---|---|---|---|',
      ...rows.map(([name, s]) => `| ${name} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.mean)} |`),
      '',
      `gateway ÷ direct at p50: ${(viaGateway.p50 / direct.p50).toFixed(2)}, at p95: ${(viaGateway.p95 / direct.p95).toFixed(2)}`,
      '',
      '| products on page | index queries | stock calls | ⌈n/15⌉ |',
      '|---|---|---|---|',
      ...calls,
      '',
    ].join('\n');
    console.log(`\n${table}`);
    const dir = path.join(REPO_ROOT, 'bench', 'results');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `category-page-${products}.md`), table);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
