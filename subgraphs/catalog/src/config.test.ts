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
      NODE_ENV: 'development',
    });
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
