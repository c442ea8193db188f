import type { CatalogIndex } from '../ports/CatalogIndex';

/**
 * The index as one request sees it: every query is reported to `record` before it is sent, so tests
 * and benchmarks can assert batching ("one index query per category page") per request id.
 */
export function countQueries(index: CatalogIndex, record: () => void): CatalogIndex {
  const counted =
    <A extends unknown[], R>(query: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      record();
      return query(...args);
    };
  return {
    searchProducts: counted((query) => index.searchProducts(query)),
    productsBySkus: counted((name, skus) => index.productsBySkus(name, skus)),
    findProduct: counted((name, key) => index.findProduct(name, key)),
    categories: counted((name, query) => index.categories(name, query)),
    taxRules: counted((name) => index.taxRules(name)),
    attributes: counted((name, query) => index.attributes(name, query)),
    cmsPages: counted((name, query) => index.cmsPages(name, query)),
    cmsBlocks: counted((name, query) => index.cmsBlocks(name, query)),
  };
}
