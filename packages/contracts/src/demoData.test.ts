import { describe, expect, it } from 'vitest';
import { catalogFile, contentFile } from './demoData';

describe('demo data layout', () => {
  it('keeps one ndjson file per index and entity type, and one content file per store view', () => {
    expect(catalogFile('nl_be', 'product')).toBe('catalog/nl_be/product.ndjson');
    expect(contentFile('en-rw')).toBe('content/en-rw.json');
  });
});
