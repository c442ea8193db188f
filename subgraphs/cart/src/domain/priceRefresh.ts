import type { ProductRenderInfo } from '@shop/contracts';

/** Money as the schema conventions want it; the currency is the one the platform answered in. */
export interface LiveMoney {
  value: number;
  currency: string;
}

/** A product's price as the platform computes it now (the schema's LivePrice). */
export interface LivePrice {
  final: LiveMoney;
  finalExclTax: LiveMoney;
  regular: LiveMoney;
  isCurrent: boolean;
  refreshedAt: string;
}

/**
 * seed 000 §4 'Product load': 'Prices may be refreshed from the platform: price_is_current and
 * price_refreshed_at are set'. As Vue Storefront's price sync reads the render-list item: the final and
 * regular price including tax from price_info, the final price excluding tax from its tax_adjustments.
 * Only an answer of the platform makes a price current, so a refreshed price is current by definition.
 */
export function refreshedPrice(item: ProductRenderInfo, refreshedAt: Date): LivePrice {
  const money = (value: number): LiveMoney => ({ value, currency: item.currency_code });
  const prices = item.price_info;
  return {
    final: money(prices.final_price),
    finalExclTax: money(prices.extension_attributes.tax_adjustments.final_price),
    regular: money(prices.regular_price),
    isCurrent: true,
    refreshedAt: refreshedAt.toISOString(),
  };
}
