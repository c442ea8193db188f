import type { ProductDocument } from '@shop/contracts';
import type { Context } from '../context';
import { compositePrice } from '../domain/compositePrice';
import { priceAmounts, type PriceAmounts, type PriceSettings } from '../domain/price';
import { PRODUCT_NOT_FOUND, groupedItemsOf } from '../domain/productLinks';
import { bundleDefaultLinks } from '@shop/pricing';

/** The price settings of the request's store view. */
export function priceSettingsOf({ reference, storeView, audience }: Context): PriceSettings {
  return {
    taxRules: reference.taxRules,
    // seed 000 §9: anonymous shoppers pay the tax of the store view's default tax country.
    location: { country: storeView.taxCountry },
    currency: storeView.currency,
    today: audience.today,
  };
}

function pricedLinkSkus(product: ProductDocument): string[] {
  if (product.type_id === 'grouped')
    return groupedItemsOf(product).items.map((link) => link.linked_product_sku);
  if (product.type_id === 'bundle')
    return bundleDefaultLinks(product.bundle_options ?? []).map((link) => link.sku);
  return [];
}

/**
 * A product's price amounts: its own, or for a grouped or bundle product the sum of its links (seed
 * 000 §5). Linked products load through the request's productBySku loader, so every composite of a
 * page (and its groupedItems and bundleOptions products) costs one index query together. The index
 * price of a composite stands when none of its links can be priced.
 */
export async function catalogPriceAmounts(product: ProductDocument, context: Context): Promise<PriceAmounts> {
  const settings = priceSettingsOf(context);
  if (product.type_id !== 'grouped' && product.type_id !== 'bundle') return priceAmounts(product, settings);
  // seed 000 §5: the group's price is where its links count, so this is where their absence is logged.
  const grouped = groupedItemsOf(product);
  if (grouped.error) context.logger.error({ sku: product.sku }, grouped.error);
  const skus = pricedLinkSkus(product);
  const documents = await Promise.all(skus.map((sku) => context.loaders.productBySku.load(sku)));
  const { amounts, missing } = compositePrice(
    product,
    new Map(skus.map((sku, i) => [sku, documents[i] ?? null])),
    settings,
  );
  for (const sku of missing) context.logger.error({ sku, linkedFrom: product.sku }, PRODUCT_NOT_FOUND);
  return amounts ?? priceAmounts(product, settings);
}
