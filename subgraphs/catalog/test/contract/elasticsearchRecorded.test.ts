import { errors } from '@elastic/elasticsearch';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { catalogFilters } from '../../src/domain/catalogFilters';
import { openCatalogIndex } from '../../src/upstream/backend';
import {
  ElasticsearchCatalogIndex,
  ElasticsearchConfigError,
} from '../../src/upstream/elasticsearch/ElasticsearchCatalogIndex';
import { productSearchBody } from '../../src/upstream/elasticsearch/query';
import type { ProductSearch } from '../../src/ports/CatalogIndex';
import {
  recorded,
  recordingClientOptions,
  type RecordedAnswer,
  type RecordedRequest,
} from './recordingConnection';

/**
 * The Elasticsearch adapter through the official client, without a server: requests are recorded at
 * the client's Connection and answered with hand-written answers of the real shape (recorded/).
 */
function adapterAnswering(answer: (request: RecordedRequest) => RecordedAnswer) {
  const { options, requests } = recordingClientOptions(answer);
  return { catalog: new ElasticsearchCatalogIndex({ client: options }), requests };
}

const PRICE_RANGES = [
  { key: '0-5', from: 0, to: 5 },
  { key: '5-10', from: 5, to: 10 },
  { key: '10-15', from: 10, to: 15 },
  { key: '30-*', from: 30 },
];

describe('ElasticsearchCatalogIndex (recorded answers)', () => {
  it('sends a listing as one _search to the store view product index and maps hits, total and facets', async () => {
    const { catalog, requests } = adapterAnswering(() => ({ body: recorded('listing-with-facets') }));
    const query: ProductSearch = {
      index: 'nl_be',
      filters: catalogFilters({ customerGroupId: 0, today: '2025-06-01' }),
      selections: [{ aggregation: 'age', filter: { kind: 'terms', field: 'age', values: [1015] } }],
      aggregations: {
        age: { kind: 'terms', field: 'age', size: 100, include: [1015, 1000] },
        color: { kind: 'terms', field: 'color', size: 10 },
        publish_date: { kind: 'year', field: 'publish_date' },
        price: { kind: 'range', field: 'price', ranges: PRICE_RANGES },
      },
      sort: { field: 'publish_date', order: 'desc' },
      from: 0,
      size: 2,
    };
    const result = await catalog.searchProducts(query);

    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.path).toBe('/vue_storefront_catalog_nl_be_product/_search');
    expect(requests[0]?.body).toEqual(productSearchBody(query));
    expect(result.total).toBe(3);
    expect(result.items.map((item) => item.sku)).toEqual(['BOX-1', 'KIK-001']);
    expect(result.aggregations).toEqual({
      // Included values come after the top values, with a zero count when no product has them.
      age: [
        { key: '1003', count: 3 },
        { key: '1015', count: 2 },
        { key: '1000', count: 0 },
      ],
      color: [],
      // Years without products are left out.
      publish_date: [
        { key: '2021', count: 1 },
        { key: '2024', count: 2 },
      ],
      // The ranges in the order asked for, empty ones too.
      price: [
        { key: '0-5', count: 1 },
        { key: '5-10', count: 0 },
        { key: '10-15', count: 1 },
        { key: '30-*', count: 2 },
      ],
    });
  });

  it('sends a text search with the seed numbers and returns the hits', async () => {
    const { catalog, requests } = adapterAnswering(() => ({ body: recorded('search-typo') }));
    const result = await catalog.searchProducts({
      index: 'nl_be',
      text: 'nijntie',
      filters: [],
      from: 0,
      size: 50,
    });
    const body = requests[0]?.body as Record<string, unknown>;
    expect(body.min_score).toBe(0.02);
    expect(JSON.stringify(body.query)).toContain('"fuzziness":2,"minimum_should_match":"75%"');
    expect(result).toEqual({
      total: 1,
      items: [expect.objectContaining({ sku: 'NIJN-1' })],
      aggregations: {},
    });
  });

  it("asks a term suggester per text field and counts each word's products, for a 'did you mean' in the same request", async () => {
    const { catalog, requests } = adapterAnswering(() => ({ body: recorded('search-did-you-mean') }));
    const result = await catalog.searchProducts({
      index: 'nl_be',
      text: 'Nijntie zee',
      filters: [],
      from: 0,
      size: 50,
      spelling: true,
    });
    expect(requests).toHaveLength(1);
    const body = requests[0]?.body as Record<string, unknown>;
    expect(body.suggest).toMatchObject({
      text: 'Nijntie zee',
      'spelling:name': { term: { field: 'name', suggest_mode: 'missing', max_edits: 2 } },
      'spelling:category.name': { term: { field: 'category.name' } },
    });
    expect(body.aggs).toEqual({
      known_words: {
        global: {},
        aggs: {
          buckets: {
            filters: {
              filters: {
                '0': {
                  multi_match: { query: 'nijntie', fields: expect.arrayContaining(['name', 'author']) },
                },
                '8': { multi_match: { query: 'zee', fields: expect.arrayContaining(['description']) } },
              },
            },
          },
        },
      },
    });
    // 'zee' is in the index, so the description's suggestion 'zeep' is no correction; a term two fields
    // suggest counts once, with its larger document frequency.
    expect(result.spelling).toEqual([
      {
        word: 'nijntie',
        offset: 0,
        length: 7,
        known: false,
        candidates: [
          { term: 'nijntje', frequency: 3 },
          { term: 'nijlpaard', frequency: 1 },
        ],
      },
      { word: 'zee', offset: 8, length: 3, known: true, candidates: [] },
    ]);
  });

  it('finds a hidden child and its configurable parent by sku in one request', async () => {
    const { catalog, requests } = adapterAnswering(() => ({ body: recorded('product-by-sku') }));
    const match = await catalog.findProduct('nl_be', { field: 'sku', value: 'SHIRT-RED-S' });
    expect(requests).toHaveLength(1);
    expect(match.product?.sku).toBe('SHIRT-RED-S');
    expect(match.parent?.sku).toBe('SHIRT');
    // By sku, the configurable listing a sku that is not indexed itself is still the parent.
    const orphan = await catalog.findProduct('nl_be', { field: 'sku', value: 'SHIRT-BLUE-M' });
    expect(orphan).toEqual({ product: null, parent: expect.objectContaining({ sku: 'SHIRT' }) });
  });

  it('asks for the parent of a simple product found by url path in a second request', async () => {
    const { catalog, requests } = adapterAnswering((request) => ({
      body: recorded(
        JSON.stringify(request.body).includes('url_path') ? 'product-by-url-path' : 'parents-of-child',
      ),
    }));
    const match = await catalog.findProduct('nl_be', {
      field: 'url_path',
      value: 'kikker-t-shirt-blauw-m.html',
    });
    expect(match.product?.sku).toBe('SHIRT-BLUE-M');
    expect(match.parent?.sku).toBe('SHIRT');
    expect(requests.map((request) => request.body)).toEqual([
      expect.objectContaining({ query: { term: { url_path: 'kikker-t-shirt-blauw-m.html' } } }),
      expect.objectContaining({
        query: {
          bool: {
            filter: [
              { term: { type_id: 'configurable' } },
              { term: { 'configurable_children.sku': 'SHIRT-BLUE-M' } },
            ],
          },
        },
      }),
    ]);
  });

  it('reads categories of the store view index sorted by position, and sends nothing for no skus', async () => {
    const { catalog, requests } = adapterAnswering(() => ({ body: recorded('categories') }));
    const categories = await catalog.categories('en_rw', { size: 4000 });
    expect(categories.map((category) => category.id)).toEqual([2, 3]);
    expect(requests[0]?.path).toBe('/vue_storefront_catalog_en_rw_category/_search');
    expect(requests[0]?.body).toMatchObject({
      size: 4000,
      sort: [{ position: { order: 'asc' } }, { id: { order: 'asc' } }],
    });
    expect(await catalog.productsBySkus('en_rw', [])).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('uses the configured index prefix', async () => {
    const { options, requests } = recordingClientOptions(() => ({ body: recorded('categories') }));
    await new ElasticsearchCatalogIndex({ client: options, indexPrefix: 'shop_catalog' }).taxRules('nl_nl');
    expect(requests[0]?.path).toBe('/shop_catalog_nl_nl_taxrule/_search');
  });

  it("fails with Elasticsearch's error when an index is missing", async () => {
    const { catalog } = adapterAnswering(() => ({ status: 404, body: recorded('index-not-found') }));
    const failure = catalog.searchProducts({ index: 'nl_be', filters: [], from: 0, size: 50 });
    await expect(failure).rejects.toBeInstanceOf(errors.ResponseError);
    await expect(failure).rejects.toThrow('index_not_found_exception');
  });
});

describe('openCatalogIndex (elasticsearch)', () => {
  const logger = pino({ level: 'silent' });

  it('needs ELASTICSEARCH_URL', async () => {
    await expect(
      openCatalogIndex({
        backend: 'elasticsearch',
        dataDir: '.',
        indexes: ['nl_be'],
        logger,
        elasticsearch: { indexPrefix: 'vue_storefront_catalog' },
      }),
    ).rejects.toThrow(new ElasticsearchConfigError('CATALOG_BACKEND=elasticsearch needs ELASTICSEARCH_URL.'));
  });

  it('checks at start that every entity index of every store view exists, and names the missing ones', async () => {
    const { options, requests } = recordingClientOptions((request) => ({
      status: request.path === '/vue_storefront_catalog_en_be_cms_block' ? 404 : 200,
    }));
    await expect(
      ElasticsearchCatalogIndex.connect({ client: options, storeIndexes: ['nl_be', 'en_be'] }),
    ).rejects.toThrow('Elasticsearch has no index vue_storefront_catalog_en_be_cms_block.');
    expect(requests).toHaveLength(12);
    expect(requests.every((request) => request.method === 'HEAD')).toBe(true);
  });
});
