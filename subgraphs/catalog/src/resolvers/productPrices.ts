import type { ProductDocument } from '@shop/contracts';
import {
  compositePriceLinks,
  productPriceAmounts,
  taxUserGroupId,
  userGroupTaxRules,
  type PriceAmounts,
} from '@shop/pricing';
import type { Context } from '../context';
import type { PriceSettings } from '../domain/price';
import { PRODUCT_NOT_FOUND, groupedItemsOf } from '../domain/productLinks';

/**
 * The price settings of the request's store view and shopper. seed 000 §6: with group tax active, only the
 * tax rules of the group the shopper is taxed as apply, as render-list applies them for that userGroupId, so
 * the catalogue's price is the cart's. The shopper's group is asked for only then.
 */
export async function priceSettingsOf(context: Context): Promise<PriceSettings> {
  const { reference, storeView, today, groupTaxUserGroupId } = context;
  const taxGroup =
    groupTaxUserGroupId === null
      ? null
      : taxUserGroupId(groupTaxUserGroupId, await context.customerGroupId());
  return {
    taxRules: userGroupTaxRules(reference.taxRules, taxGroup),
    // seed 000 §9: anonymous shoppers pay the tax of the store view's default tax country.
    location: { country: storeView.taxCountry },
    currency: storeView.currency,
    today,
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
  const settings = await priceSettingsOf(context);
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
