import express from 'express';
import { listen, type RunningService } from '@shop/service';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogFilters } from '../../src/domain/catalogFilters';
import { openCatalogIndex } from '../../src/upstream/backend';
import {
  ElasticsearchCatalogIndex,
  ElasticsearchConfigError,
} from '../../src/upstream/elasticsearch/ElasticsearchCatalogIndex';
import { productSearchBody, productsBySkusBody } from '../../src/upstream/elasticsearch/query';
import { vsfApiTransport } from '../../src/upstream/elasticsearch/vsfApiTransport';
import type { ProductSearch } from '../../src/ports/CatalogIndex';
import { recorded } from './recordingConnection';

/**
 * The Elasticsearch adapter through vue-storefront-api's catalogue endpoint, against a stand-in HTTP
 * server that records each request and answers with the hand-written Elasticsearch answers of
 * recorded/ (vue-storefront-api passes Elasticsearch's answer on as it is).
 */
interface SeenRequest {
  method: string;
  path: string;
  request: unknown;
}

let server: RunningService;
let seen: SeenRequest[] = [];
let answer: (path: string) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

beforeAll(async () => {
  const app = express();
  app.get('/api/catalog/:index/:type/_search', (req, res) => {
    const request = typeof req.query.request === 'string' ? (JSON.parse(req.query.request) as unknown) : null;
    seen.push({ method: req.method, path: req.path, request });
    const { status, body } = answer(req.path);
    res.status(status).json(body);
  });
  server = await listen(app, { name: 'vue-storefront-api stand-in', port: 0, portVariable: 'TEST_PORT' });
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  seen = [];
});

const catalogOf = () =>
  new ElasticsearchCatalogIndex({
    transport: vsfApiTransport({
      catalogUrl: `${server.url}/api/catalog/`,
      indexPrefix: 'vue_storefront_catalog',
    }),
  });

describe('ElasticsearchCatalogIndex through vue-storefront-api (GET /api/catalog/{index}/{type}/_search)', () => {
  it('sends the same query DSL as a GET with ?request= and maps Elasticsearch’s answer the same way', async () => {
    answer = () => ({ status: 200, body: recorded('listing-with-facets') });
    const query: ProductSearch = {
      index: 'nl_be',
      filters: catalogFilters({ customerGroupId: 0, today: '2025-06-01' }),
      aggregations: { publish_date: { kind: 'year', field: 'publish_date' } },
      sort: { field: 'publish_date', order: 'desc' },
      from: 0,
      size: 2,
    };
    const result = await catalogOf().searchProducts(query);
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/api/catalog/vue_storefront_catalog_nl_be/product/_search',
        request: productSearchBody(query),
      },
    ]);
    expect(result.total).toBe(3);
    expect(result.items.map((item) => item.sku)).toEqual(['BOX-1', 'KIK-001']);
    expect(result.aggregations.publish_date).toEqual([
      { key: '2021', count: 1 },
      { key: '2024', count: 2 },
    ]);
  });

  it('looks products up by sku in one request to the store view’s product index', async () => {
    answer = () => ({ status: 200, body: recorded('product-by-sku') });
    const products = await catalogOf().productsBySkus('en_rw', ['KIK-001']);
    expect(products.length).toBeGreaterThan(0);
    expect(seen.map((request) => [request.path, request.request])).toEqual([
      ['/api/catalog/vue_storefront_catalog_en_rw/product/_search', productsBySkusBody(['KIK-001'])],
    ]);
  });

  it('turns an error answer into UPSTREAM_BAD_RESPONSE and an unreachable API into UPSTREAM_UNAVAILABLE', async () => {
    answer = () => ({ status: 404, body: recorded('index-not-found') });
    await expect(catalogOf().taxRules('nl_be')).rejects.toMatchObject({
      message:
        'vue-storefront-api catalogue failed to search vue_storefront_catalog_nl_be_taxrule (HTTP 404)',
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
    const unreachable = new ElasticsearchCatalogIndex({
      transport: vsfApiTransport({ catalogUrl: 'http://127.0.0.1:9/api/catalog', indexPrefix: 'x' }),
    });
    await expect(unreachable.taxRules('nl_be')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('CATALOG_BACKEND=vsf-api checks every index at start and names the missing ones', async () => {
    answer = (path) =>
      path.includes('_en_rw/')
        ? { status: 404, body: recorded('index-not-found') }
        : { status: 200, body: recorded('categories') };
    const logger = pino({ level: 'silent' });
    const open = (vsfCatalogUrl?: string) =>
      openCatalogIndex({
        backend: 'vsf-api',
        dataDir: '',
        indexes: ['nl_be', 'en_rw'],
        logger,
        elasticsearch: { vsfCatalogUrl, indexPrefix: 'vue_storefront_catalog' },
      });
    await expect(open(undefined)).rejects.toThrow(
      new ElasticsearchConfigError('CATALOG_BACKEND=vsf-api needs VSF_CATALOG_URL.'),
    );
    const failure = open(`${server.url}/api/catalog`);
    await expect(failure).rejects.toThrow(ElasticsearchConfigError);
    await expect(failure).rejects.toThrow(
      /has no index vue_storefront_catalog_en_rw_product, vue_storefront_catalog_en_rw_category,/,
    );
    // Twelve requests: six entity types of two store views.
    expect(seen).toHaveLength(12);
    answer = () => ({ status: 200, body: recorded('categories') });
    await expect(open(`${server.url}/api/catalog`)).resolves.toBeInstanceOf(ElasticsearchCatalogIndex);
  });

  it('fails the start with the API’s own error when it is broken, not as missing indexes', async () => {
    answer = () => ({ status: 502, body: { message: 'Bad gateway' } });
    const failure = openCatalogIndex({
      backend: 'vsf-api',
      dataDir: '',
      indexes: ['nl_be'],
      logger: pino({ level: 'silent' }),
      elasticsearch: { vsfCatalogUrl: `${server.url}/api/catalog`, indexPrefix: 'vue_storefront_catalog' },
    });
    await expect(failure).rejects.toMatchObject({
      message:
        'vue-storefront-api catalogue failed to search vue_storefront_catalog_nl_be_product (HTTP 502)',
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
    expect(seen).toHaveLength(1);
  });
});
