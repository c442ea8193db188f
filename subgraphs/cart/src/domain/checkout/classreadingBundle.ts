import type { ServerCartItem } from '@shop/contracts';
import { bundleRuleLineOf, mixesClassreadingBundle } from '@shop/validation';

/** seed 001 §5: whether the cart holds a classreading bundle. */
export function holdsClassreadingBundle(items: readonly ServerCartItem[]): boolean {
  return items.some((item) => bundleRuleLineOf(item).isClassreadingBundle);
}

/** seed 001 §5: whether the cart's lines mix a classreading bundle with any other product. */
export function cartMixesClassreadingBundle(items: readonly ServerCartItem[]): boolean {
  return mixesClassreadingBundle(items.map(bundleRuleLineOf));
}

/**
 * Whether adding this product would mix a bundle with other products. Before the platform answers, only the
 * cart's lines say what is a bundle (`isClassreadingBundle` unknown: false); once the platform answers the
 * new line, its attribute says whether it is one.
 */
export function addingMixesClassreadingBundle(
  items: readonly ServerCartItem[],
  added: { sku: string; isClassreadingBundle?: boolean },
): boolean {
  return mixesClassreadingBundle([
    ...items.map(bundleRuleLineOf),
    { sku: added.sku, isClassreadingBundle: added.isClassreadingBundle === true },
  ]);
}
