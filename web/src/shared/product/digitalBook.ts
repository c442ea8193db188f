import type { ProductType } from '@/shared/graphql/types.generated';

/**
 * An e-book or audiobook (seed 000 §3 type_id 'downloadable', delivered as downloadable links): it is delivered
 * as a download, never from a stock, so it shows no stock line.
 */
export function isDigitalBook(type: ProductType): boolean {
  return type === 'DOWNLOADABLE';
}
