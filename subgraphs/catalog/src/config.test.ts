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
      CATALOG_LIST_OUT_OF_STOCK_PRODUCTS: true,
      CATALOG_FALLBACK_TO_DEFAULT_VARIANT: true,
      CATALOG_PREVENT_CONFIGURABLE_CHILDREN_DIRECT_ACCESS: true,
      LEGACY_MUZIEK_URL: 'https://muziek.clavis.example',
      LEGACY_CLAVISPLUS_URL: 'https://clavisplus.clavis.example',
      NODE_ENV: 'development',
    });
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

  it('fails clearly on a backend that is not built', () => {
    expect(() => loadConfig({ CATALOG_BACKEND: 'elasticsearch' })).toThrow(
      'CATALOG_BACKEND="elasticsearch": must be one of: embedded (no other catalogue backend is built yet)',
    );
  });
});
