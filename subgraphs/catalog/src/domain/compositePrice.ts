import type { ProductDocument } from '@shop/contracts';
import { bundleDefaultLinks, bundlePrice, groupedPrice, type PricedProduct } from '@shop/pricing';
import { priceAmounts, type PriceAmounts, type PriceSettings } from './price';
import { groupedItemsOf } from './productLinks';

/** What a composite's price needs of a linked product. */
export type LinkedProduct = PricedProduct & Pick<ProductDocument, 'status'>;

/** Linked products by sku; null (or absent) when the index has no product with that sku. */
export type LinkedProducts = ReadonlyMap<string, LinkedProduct | null>;

export interface CompositePrice {
  /** Null when none of the composite's linked products can be priced: its own index price stands. */
  amounts: PriceAmounts | null;
  /** Skus the composite links to that the index does not have (seed 000 §8: logged as 'Product not found'). */
  missing: string[];
}

interface Part {
  amounts: PriceAmounts;
  qty: number;
}

function earliest(dates: readonly (string | null)[]): string | null {
  const known = dates.filter((date): date is string => date !== null).sort();
  return known[0] ?? null;
}

/**
 * seed 000 §5: a grouped product costs its associated simple products with qty 1; a bundle its default
 * links times qty. Linked products are priced like any product (special price inside its window, their
 * own tax class); a disabled one (status 2 or more) cannot be bought and does not count. Other product
 * types have no composite price.
 */
export function compositePrice(
  product: Pick<ProductDocument, 'type_id' | 'product_links' | 'bundle_options'>,
  linked: LinkedProducts,
  settings: PriceSettings,
): CompositePrice {
  const links =
    product.type_id === 'grouped'
      ? groupedItemsOf(product).items.map((link) => ({ sku: link.linked_product_sku, qty: 1 }))
      : product.type_id === 'bundle'
        ? bundleDefaultLinks(product.bundle_options ?? []).map((link) => ({ sku: link.sku, qty: link.qty }))
        : [];
  const missing: string[] = [];
  const parts: Part[] = [];
  for (const link of links) {
    const document = linked.get(link.sku);
    if (!document) missing.push(link.sku);
    else if (document.status < 2) parts.push({ amounts: priceAmounts(document, settings), qty: link.qty });
  }
  if (parts.length === 0) return { amounts: null, missing };

  const total = (pick: (amounts: PriceAmounts) => number) =>
    product.type_id === 'grouped'
      ? groupedPrice(parts.map((part) => pick(part.amounts)))
      : bundlePrice(parts.map((part) => ({ unitPrice: pick(part.amounts), qty: part.qty })));
  const actives = parts.filter((part) => part.amounts.specialActive);
  const amounts: PriceAmounts = {
    regular: total((a) => a.regular),
    final: total((a) => a.final),
    // Each part is taxed at its own tax class (a bundle may hold a book and an e-book).
    finalExclTax: total((a) => a.finalExclTax),
    specialActive: actives.length > 0,
    // The composite's lower price holds until the first of its parts' special prices ends.
    specialToDate: earliest(actives.map((part) => part.amounts.specialToDate)),
  };
  return { amounts, missing };
}
