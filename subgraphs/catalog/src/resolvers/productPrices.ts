import type { ProductDocument } from '@shop/contracts';
import { compositePriceLinks, productPriceAmounts, type PriceAmounts } from '@shop/pricing';
import type { Context } from '../context';
import type { PriceSettings } from '../domain/price';
import { PRODUCT_NOT_FOUND, groupedItemsOf } from '../domain/productLinks';

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

/**
 * A product's price amounts: its own, or for a grouped or bundle product the sum of its links (seed
 * 000 §5, the rule of @shop/pricing the commerce cart prices with too). Linked products load through the
 * request's productBySku loader, so every composite of a page (and its groupedItems and bundleOptions
 * products) costs one index query together. The index price of a composite stands when none of its
 * links can be priced.
 */
export async function catalogPriceAmounts(product: ProductDocument, context: Context): Promise<PriceAmounts> {
  const settings = priceSettingsOf(context);
  // seed 000 §5: the group's price is where its links count, so this is where their absence is logged.
  const grouped = groupedItemsOf(product);
  if (grouped.error) context.logger.error({ sku: product.sku }, grouped.error);
  const skus = compositePriceLinks(product).map((link) => link.sku);
  const documents = await Promise.all(skus.map((sku) => context.loaders.productBySku.load(sku)));
  const { amounts, missing } = productPriceAmounts(
    product,
    new Map(skus.map((sku, i) => [sku, documents[i] ?? null])),
    settings,
  );
  for (const sku of missing) context.logger.error({ sku, linkedFrom: product.sku }, PRODUCT_NOT_FOUND);
  return amounts;
}
