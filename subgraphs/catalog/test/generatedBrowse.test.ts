import { AGE_LABELS_NL } from '@shop/contracts';
/**
 * Browsing the demo data generator's catalogue (what `npm start` serves): facets in the seed's age
 * order, configurable children resolved to their parents, and pages found in every store view.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductDocument } from '@shop/contracts';
import { generateDemoData } from '@shop/upstreams/src/generate/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedCatalogIndex } from '../src/upstream/embedded';
import { INDEXES, catalogTestServer } from './harness';

const TODAY = '2026-11-22';
let out: string;
let index: EmbeddedCatalogIndex;
let catalog: Awaited<ReturnType<typeof catalogTestServer>>;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'catalog-browse-'));
  await generateDemoData({ out, products: 150, seed: 11, today: TODAY });
  index = await EmbeddedCatalogIndex.fromDirectory(path.join(out, 'catalog'), INDEXES);
  catalog = await catalogTestServer({ index, now: new Date(`${TODAY}T12:00:00Z`) });
}, 60_000);

afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

// seed 000 §9: the fixed order of the age labels.
const SEED_AGE_ORDER = AGE_LABELS_NL;

describe('browsing the generated catalogue', () => {
  it("gives facets in the seed's age order, counts adding up to the products listed per age", async () => {
    const result = await catalog.execute<{
      products: {
        total: number;
        aggregations: { attributeCode: string; options: { label: string; count: number }[] }[];
      };
    }>(
      '{ products(search: { paging: { pageSize: 999 } }) { total aggregations { attributeCode options { label count } } } }',
    );
    expect(result.errors).toBeUndefined();
    const age = result.data?.products.aggregations.find((a) => a.attributeCode === 'age')?.options ?? [];
    expect(age.length).toBeGreaterThan(3);
    const labels = age.map((o) => o.label);
    expect(labels).toEqual(SEED_AGE_ORDER.filter((label) => labels.includes(label)));
    const price = result.data?.products.aggregations.find((a) => a.attributeCode === 'price')?.options ?? [];
    // Every listed product falls in exactly one price range.
    expect(price.reduce((sum, option) => sum + option.count, 0)).toBe(result.data?.products.total);
    expect(result.indexQueries).toBe(1);
  });

  it('resolves a generated configurable child to its parent and its route to a 301', async () => {
    const all = await index.searchProducts({ index: 'nl_be', filters: [], from: 0, size: 999 });
    const parent = all.items.find(
      (p: ProductDocument) =>
        p.type_id === 'configurable' &&
        p.status < 2 &&
        p.publish_date <= TODAY &&
        p.publish_date >= '1993-01-01',
    );
    const child = parent?.configurable_children?.[0];
    expect(child).toBeDefined();
    const product = await catalog.execute('query ($sku: String) { product(sku: $sku) { sku } }', {
      sku: child?.sku,
    });
    expect(product.data).toEqual({ product: { sku: parent?.sku } });
    const route = await catalog.execute<{ route: { target: { location: string } } }>(
      'query ($path: String!) { route(path: $path) { target { ... on RouteRedirect { location } } } }',
      { path: `/nl-be/p/${child?.sku}/x` },
    );
    expect(route.data?.route.target.location).toBe(`/nl-be/p/${parent?.sku}/${parent?.slug}/${child?.sku}`);
  });

  it('gives a category page in every store view, with the slugs of each language', async () => {
    const result = await catalog.execute<{ route: { alternates: { storeCode: string; path: string }[] } }>(
      '{ route(path: "/nl-be/c/prentenboeken/kartonboeken") { alternates { storeCode path } } }',
    );
    expect(result.data?.route.alternates).toEqual([
      { storeCode: 'nl-nl', path: '/nl-nl/c/prentenboeken/kartonboeken' },
      { storeCode: 'en-be', path: '/en-be/c/picture-books/board-books' },
      { storeCode: 'en-rw', path: '/en-rw/c/picture-books/board-books' },
    ]);
  });
});
