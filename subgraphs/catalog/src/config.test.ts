import path from 'node:path';
import { DEFAULT_DATA_DIR } from '@shop/stack';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that start the local stack', () => {
    expect(loadConfig({})).toEqual({
      CATALOG_PORT: 4001,
      CATALOG_DATA_DIR: path.join(DEFAULT_DATA_DIR, 'catalog'),
      CATALOG_BACKEND: 'embedded',
      ELASTICSEARCH_INDEX_PREFIX: 'vue_storefront_catalog',
      CATALOG_LIST_OUT_OF_STOCK_PRODUCTS: true,
      CATALOG_FALLBACK_TO_DEFAULT_VARIANT: true,
      CATALOG_PREVENT_CONFIGURABLE_CHILDREN_DIRECT_ACCESS: true,
      LEGACY_MUZIEK_URL: 'https://muziek.clavis.example',
      LEGACY_CLAVISPLUS_URL: 'https://clavisplus.clavis.example',
      COMMERCE_API_URL: 'http://127.0.0.1:4101',
      COMMERCE_TIMEOUT_MS: 2000,
      CUSTOMER_GROUP_CACHE_TTL_MS: 30_000,
      NODE_ENV: 'development',
    });
  });

  it('reads the commerce platform and the group tax setting (seed 000 §6), and names a wrong one', () => {
    const config = loadConfig({
      COMMERCE_API_URL: 'https://shop.example/',
      CUSTOMER_GROUP_CACHE_TTL_MS: '5000',
      TAX_USER_GROUP_ID: '3',
    });
    expect(config.COMMERCE_API_URL).toBe('https://shop.example');
    expect(config.CUSTOMER_GROUP_CACHE_TTL_MS).toBe(5000);
    expect(config.TAX_USER_GROUP_ID).toBe(3);
    expect(loadConfig({ TAX_USER_GROUP_ID: '0' }).TAX_USER_GROUP_ID).toBe(0);
    expect(loadConfig({ TAX_USER_GROUP_ID: '' }).TAX_USER_GROUP_ID).toBeUndefined();
    expect(() => loadConfig({ TAX_USER_GROUP_ID: 'guests' })).toThrow('TAX_USER_GROUP_ID');
    expect(() => loadConfig({ COMMERCE_API_URL: 'not a url' })).toThrow('COMMERCE_API_URL');
  });

  it('reads the variant selection flags (seed 000 §4) and names a wrong one', () => {
    const config = loadConfig({
      CATALOG_LIST_OUT_OF_STOCK_PRODUCTS: 'no',
      CATALOG_FALLBACK_TO_DEFAULT_VARIANT: '0',
    });
    expect(config.CATALOG_LIST_OUT_OF_STOCK_PRODUCTS).toBe(false);
    expect(config.CATALOG_FALLBACK_TO_DEFAULT_VARIANT).toBe(false);
    expect(() => loadConfig({ CATALOG_FALLBACK_TO_DEFAULT_VARIANT: 'maybe' })).toThrow(
      'CATALOG_FALLBACK_TO_DEFAULT_VARIANT="maybe"',
    );
  });

  it('resolves a relative data directory', () => {
    expect(loadConfig({ CATALOG_DATA_DIR: 'some/dir' }).CATALOG_DATA_DIR).toBe(path.resolve('some/dir'));
  });

  it('reads the Elasticsearch backend, its url (without trailing slash) and index prefix', () => {
    const config = loadConfig({
      CATALOG_BACKEND: 'elasticsearch',
      ELASTICSEARCH_URL: 'http://search.internal:9200/',
      ELASTICSEARCH_INDEX_PREFIX: 'shop_catalog',
    });
    expect(config).toMatchObject({
      CATALOG_BACKEND: 'elasticsearch',
      ELASTICSEARCH_URL: 'http://search.internal:9200',
      ELASTICSEARCH_INDEX_PREFIX: 'shop_catalog',
    });
  });

  it('reads vue-storefront-api’s catalogue endpoint for the vsf-api backend', () => {
    expect(
      loadConfig({ CATALOG_BACKEND: 'vsf-api', VSF_CATALOG_URL: 'https://api.example.com/api/catalog/' }),
    ).toMatchObject({ CATALOG_BACKEND: 'vsf-api', VSF_CATALOG_URL: 'https://api.example.com/api/catalog' });
    expect(() => loadConfig({ VSF_CATALOG_URL: 'api/catalog' })).toThrow('VSF_CATALOG_URL="api/catalog"');
  });

  it('fails clearly on a backend that is not built and on a wrong Elasticsearch url', () => {
    expect(() => loadConfig({ CATALOG_BACKEND: 'solr' })).toThrow(
      'CATALOG_BACKEND="solr": must be one of: embedded, elasticsearch, vsf-api',
    );
    expect(() => loadConfig({ ELASTICSEARCH_URL: 'localhost:9200' })).toThrow(
      'ELASTICSEARCH_URL="localhost:9200"',
    );
  });
});
