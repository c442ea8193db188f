/**
 * The subgraph over the demo data generator's documents (the data `npm start` serves): the embedded
 * index reads the generated NDJSON layout, and the seed's rules hold on every product it lists.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CallCounter, readRequestIdentity } from '@shop/service';
import { generateDemoData } from '@shop/upstreams/src/generate/index';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_QUERY, createContext } from '../src/context';
import { catalogFilters } from '../src/domain/catalogFilters';
import { ReferenceData } from '../src/referenceData';
import { createServer } from '../src/server';
import { EmbeddedCatalogIndex } from '../src/upstream/embedded';
import { INDEXES } from './harness';
import { FakeCustomerGroups } from '../src/upstream/fake';

const TODAY = '2026-11-22';
let out: string;
let index: EmbeddedCatalogIndex;
let execute: (
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<{ data: unknown; errors: unknown; indexQueries: number }>;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'catalog-demo-'));
  await generateDemoData({ out, products: 120, seed: 7, today: TODAY });
  index = await EmbeddedCatalogIndex.fromDirectory(path.join(out, 'catalog'), INDEXES);
  const reference = await ReferenceData.load(index, INDEXES);
  const counter = new CallCounter();
  const logger = pino({ level: 'silent' });
  const dependencies = {
    index,
    reference,
    counter,
    logger,
    now: () => new Date(`${TODAY}T12:00:00Z`),
    // Every shopper of these tests is a guest: a token would be rejected.
    customerGroups: new FakeCustomerGroups({}),
  };
  const server = createServer({ logger });
  let request = 0;
  execute = async (query, variables = {}, headers = {}) => {
    const requestId = `generated-${++request}`;
    const response = await server.executeOperation(
      { query, variables },
      {
        contextValue: createContext(
          readRequestIdentity({ ...headers, 'x-request-id': requestId }),
          dependencies,
        ),
      },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return { data, errors, indexQueries: counter.snapshot().byRequestId[requestId]?.[INDEX_QUERY] ?? 0 };
  };
}, 60_000);

afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

describe('generated demo data', () => {
  it('builds every store view index', () => {
    const stats = index.stats();
    expect(Object.keys(stats).sort()).toEqual([...INDEXES].sort());
    for (const counts of Object.values(stats)) {
      expect(counts.products).toBe(120);
      expect(counts.categories).toBeGreaterThan(0);
      expect(counts.taxRules).toBeGreaterThan(0);
    }
  });

  it('lists in every category only products an anonymous shopper may see, one index query per page', async () => {
    const tree = await execute('{ categoryTree { id children { id } } }');
    const { categoryTree } = tree.data as { categoryTree: { id: number; children: { id: number }[] }[] };
    const categoryIds = categoryTree.flatMap((c) => [c.id, ...c.children.map((child) => child.id)]);
    expect(categoryIds.length).toBeGreaterThan(3);
    const listed = new Set<string>();
    for (const categoryId of categoryIds) {
      const page = await execute(
        'query ($id: Int!) { categoryProducts(categoryId: $id) { total items { sku publishDate } } }',
        { id: categoryId },
      );
      expect(page.errors).toBeUndefined();
      expect(page.indexQueries).toBe(1);
      const { items } = (page.data as { categoryProducts: { items: { sku: string; publishDate: string }[] } })
        .categoryProducts;
      for (const item of items) listed.add(item.sku);
      const dates = items.map((item) => item.publishDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const documents = await index.productsBySkus('nl_be', [...listed]);
    for (const product of documents) {
      expect([2, 3, 4]).toContain(product.visibility);
      expect([0, 1]).toContain(product.status);
      expect(product.publish_date >= '1993-01-01' && product.publish_date <= TODAY).toBe(true);
    }
  });

  it('hides the generated products the seed hides: disabled, before 1993, in the future', async () => {
    const all = await index.searchProducts({ index: 'nl_be', filters: [], from: 0, size: 1000 });
    const shown = await index.searchProducts({
      index: 'nl_be',
      filters: catalogFilters({ customerGroupId: 0, today: TODAY }),
      from: 0,
      size: 1000,
    });
    const hidden = all.items.filter((p) => !shown.items.some((s) => s.sku === p.sku) && p.visibility !== 1);
    expect(hidden.some((p) => p.publish_date < '1993-01-01')).toBe(true);
    expect(hidden.some((p) => p.publish_date > TODAY)).toBe(true);
    for (const product of hidden) {
      const result = await execute('query ($sku: String) { product(sku: $sku) { sku } }', {
        sku: product.sku,
      });
      expect(result.data).toEqual({ product: null });
    }
  });

  it("offers 'draak' for 'draek' in Dutch and 'dragon' for 'dragn' in English, from the catalogue's own words", async () => {
    // These 120 products have dragons (and no giraffe: the full demo catalogue's 'giarf' is in didYouMean.test.ts).
    const SEARCH = `query Search($term: String) { products(search: { term: $term }) { total suggestion } }`;
    const searched = async (term: string, store: string) => {
      const result = await execute(SEARCH, { term }, { store });
      return (result.data as { products: { total: number; suggestion: string | null } }).products;
    };
    const dutch = await searched('draek', 'nl-be');
    expect(dutch.suggestion).toBe('draak');
    // The typo finds books already (fuzziness 2); the suggestion leads to the word itself.
    expect(dutch.total).toBeGreaterThan(0);
    expect((await searched('draak', 'nl-be')).suggestion).toBeNull();
    expect((await searched('dragn', 'en-be')).suggestion).toBe('dragon');
  });

  it('resolves all product references of a request with one index query', async () => {
    const { items } = await index.searchProducts({ index: 'nl_be', filters: [], from: 0, size: 40 });
    const result = await execute(
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Product { sku price { final { value } finalExclTax { value } } } } }',
      {
        r: items.map((p) => ({ __typename: 'Product', sku: p.sku })),
      },
    );
    expect(result.errors).toBeUndefined();
    const entities = (
      result.data as {
        _entities: { sku: string; price: { final: { value: number }; finalExclTax: { value: number } } }[];
      }
    )._entities;
    expect(entities.map((e) => e.sku)).toEqual(items.map((p) => p.sku));
    for (const entity of entities)
      expect(entity.price.finalExclTax.value).toBeLessThanOrEqual(entity.price.final.value);
    expect(result.indexQueries).toBe(1);
  });
});
