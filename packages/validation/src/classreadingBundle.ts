import type { ServerCartItem } from '@shop/contracts';

/**
 * Seed 001 §5: 'Classreading bundles must be bought without any other products.' One rule for the three places
 * that apply it: the platform's cart and order calls, and the cart subgraph at add to cart and place order.
 */

/** Seed 001 §8's message. */
export const CLASSREADING_BUNDLE_MESSAGE =
  'Classreading bundles should be bought without any other products.';

/** What the rule needs of a cart line. */
export interface BundleRuleLine {
  sku: string;
  isClassreadingBundle: boolean;
}

/**
 * A platform cart line as the rule sees it: the platform marks a bundle's lines with the quote item attribute
 * `is_classreading_bundle` (read by the cart subgraph, its fake of the platform and the commerce stand-in alike).
 */
export function bundleRuleLineOf(item: Pick<ServerCartItem, 'sku' | 'extension_attributes'>): BundleRuleLine {
  return { sku: item.sku, isClassreadingBundle: item.extension_attributes?.is_classreading_bundle === true };
}

/**
 * Whether these lines (a cart, or a cart with the line about to be added) mix a classreading bundle with any
 * other product. Several lines of the same bundle (another quantity, the same sku) are one product.
 */
export function mixesClassreadingBundle(lines: readonly BundleRuleLine[]): boolean {
  const skus = new Set(lines.map((line) => line.sku));
  return skus.size > 1 && lines.some((line) => line.isClassreadingBundle);
}
