import type { BundleOption, BundleOptionLink, ProductDocument, ProductLink } from '@shop/contracts';
import { groupedItems } from '@shop/pricing';

/** seed 000 §5: 'a grouped product without product_links logs an error'. */
export const GROUPED_WITHOUT_LINKS = 'Grouped product has no product_links';
/** seed 000 §8: a linked product missing from the index is logged as 'Product not found'. */
export const PRODUCT_NOT_FOUND = 'Product not found';

type Linked = Pick<ProductDocument, 'type_id' | 'product_links' | 'bundle_options'>;

/**
 * The products a grouped product is made of (seed 000 §5: only associated links to simple products),
 * in position order; `error` when the grouped product has no product_links at all.
 */
export function groupedItemsOf(product: Linked): { items: ProductLink[]; error: string | null } {
  if (product.type_id !== 'grouped') return { items: [], error: null };
  if (!product.product_links?.length) return { items: [], error: GROUPED_WITHOUT_LINKS };
  return { items: groupedItems(product.product_links), error: null };
}

/** A bundle's options in position order, with their links (seed 000 §3 bundle_options). */
export function bundleOptionsOf(product: Linked): BundleOption[] {
  if (product.type_id !== 'bundle') return [];
  return [...(product.bundle_options ?? [])].sort((a, b) => a.position - b.position);
}

/** The skus of every product a composite links to: its grouped items and all its bundle links. */
export function linkedSkusOf(product: Linked): string[] {
  const grouped = groupedItemsOf(product).items.map((link) => link.linked_product_sku);
  const bundled = bundleOptionsOf(product).flatMap((option) =>
    option.product_links.map((link: BundleOptionLink) => link.sku),
  );
  return [...new Set([...grouped, ...bundled])];
}
