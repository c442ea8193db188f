import type { CatalogIndex } from './CatalogIndex';

/**
 * The index as one request sees it: every query is reported to `record` before it is sent, so tests
 * and benchmarks can assert batching ("one index query per category page") per request id.
 */
export function countQueries(index: CatalogIndex, record: () => void): CatalogIndex {
  return {
    searchProducts: (query) => {
      record();
      return index.searchProducts(query);
    },
    productsBySkus: (name, skus) => {
      record();
      return index.productsBySkus(name, skus);
    },
    productByUrlPath: (name, urlPath) => {
      record();
      return index.productByUrlPath(name, urlPath);
    },
    categories: (name, query) => {
      record();
      return index.categories(name, query);
    },
    taxRules: (name) => {
      record();
      return index.taxRules(name);
    },
  };
}
