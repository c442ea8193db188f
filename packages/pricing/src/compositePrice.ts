import type { BundleOptionChoice, ProductDocument } from '@shop/contracts';
import { priceAmounts, type PriceAmounts, type PriceAmountSettings } from './amounts';
import { bundleChosenLinks, bundlePrice, groupedItems, groupedPrice } from './composite';
import type { PricedProduct } from './price';

/** What a composite's price needs of the composite itself. */
export type CompositeProduct = Pick<ProductDocument, 'type_id' | 'product_links' | 'bundle_options'>;

/** What a composite's price needs of a linked product. */
export type LinkedProduct = PricedProduct & Pick<ProductDocument, 'status'>;

/** Linked products by sku; null (or absent) when the catalogue has no product with that sku. */
export type LinkedProducts = ReadonlyMap<string, LinkedProduct | null | undefined>;

/** A product a composite is priced from, and how many of it the composite's price counts. */
export interface CompositePriceLink {
  sku: string;
  qty: number;
}

export interface CompositePrice {
  /** Null when none of the composite's linked products can be priced: its own index price stands. */
  amounts: PriceAmounts | null;
  /** Skus the composite links to that the catalogue does not have (seed 000 §8: logged as 'Product not found'). */
  missing: string[];
}

interface Part {
  amounts: PriceAmounts;
  qty: number;
}

/**
 * The products a composite's price is the sum of (seed 000 §5): a grouped product's associated simple
 * links with qty 1, a bundle's chosen links (its default links when nothing was chosen) with their qty; none
 * for any other product type.
 */
export function compositePriceLinks(
  product: CompositeProduct,
  bundleChoices?: readonly BundleOptionChoice[],
): CompositePriceLink[] {
  if (product.type_id === 'grouped')
    return groupedItems(product.product_links ?? []).map((link) => ({
      sku: link.linked_product_sku,
      qty: 1,
    }));
  if (product.type_id === 'bundle')
    return bundleChosenLinks(product.bundle_options ?? [], bundleChoices).map((link) => ({
      sku: link.sku,
      qty: link.qty,
    }));
  return [];
}

function earliest(dates: readonly (string | null)[]): string | null {
  const known = dates.filter((date): date is string => date !== null).sort();
  return known[0] ?? null;
}

/**
 * seed 000 §5: a grouped product costs its associated simple products with qty 1; a bundle its default
 * links times qty. Linked products are priced like any product (special price inside its window, their
 * own tax class); a disabled one (status 2 or more) cannot be bought and does not count. Other product
 * types have no composite price. The one rule for the catalogue and the cart, so both show one price.
 */
export function compositePrice(
  product: CompositeProduct,
  linked: LinkedProducts,
  settings: PriceAmountSettings,
  bundleChoices?: readonly BundleOptionChoice[],
): CompositePrice {
  const missing: string[] = [];
  const parts: Part[] = [];
  for (const link of compositePriceLinks(product, bundleChoices)) {
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

/**
 * The price amounts a product is sold at (seed 000 §5): for a grouped or bundle product the sum of its
 * links, else (or when none of its links can be priced) its own index price.
 */
export function productPriceAmounts(
  product: PricedProduct & CompositeProduct,
  linked: LinkedProducts,
  settings: PriceAmountSettings,
  bundleChoices?: readonly BundleOptionChoice[],
): CompositePrice & { amounts: PriceAmounts; composite: boolean } {
  const composite = compositePrice(product, linked, settings, bundleChoices);
  return {
    amounts: composite.amounts ?? priceAmounts(product, settings),
    missing: composite.missing,
    // Whether the amounts are the sum of the links, each taxed at its own tax class, so the product's own
    // tax class says nothing about its tax (the cart's totals take it from finalExclTax then).
    composite: composite.amounts !== null,
  };
}
