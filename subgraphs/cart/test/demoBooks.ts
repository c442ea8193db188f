import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogFile, type ProductDocument } from '@shop/contracts';

/**
 * The books a generated demo catalogue (startTestStack's data dir, store view nl-be) sells from stock: simple,
 * enabled, stock managed and in stock, at least `minQty` of each, so a test may add and order them.
 */
export function booksInStock(dataDir: string, minQty: number): ProductDocument[] {
  return readFileSync(path.join(dataDir, catalogFile('nl_be', 'product')), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ProductDocument)
    .filter(
      (p) =>
        p.type_id === 'simple' &&
        p.status < 2 &&
        p.stock.manage_stock &&
        p.stock.is_in_stock &&
        p.stock.qty >= minQty,
    );
}
