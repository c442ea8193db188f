import type { ProductDocument } from '@shop/contracts';

/**
 * seed 000 §4 'Product load' and §8: a product with status 2 or higher counts as disabled, and one with
 * visibility 1 is a hidden child; either way the query is treated as empty, with these messages.
 * Returns null when the product may be shown on its own.
 */
export function productQueryError(product: Pick<ProductDocument, 'status' | 'visibility'>): string | null {
  if (product.status >= 2) return `Product query returned empty result product status = ${product.status}`;
  if (product.visibility === 1)
    return `Product query returned empty result product visibility = ${product.visibility}`;
  return null;
}
