import type { ProductDocument, TaxRate, TaxRuleDocument } from '@shop/contracts';
import { roundToCents } from '@shop/store-views';
import { datePart } from './dates';

/** The price fields of a product or configurable child in the index. */
export type PricedProduct = Pick<
  ProductDocument,
  'price' | 'special_price' | 'special_from_date' | 'special_to_date' | 'tax_class_id'
>;

/** Where tax is due: the store view's tax country for anonymous shoppers (seed 000 §9), a region once addresses are known. */
export interface TaxLocation {
  country: string;
  regionId?: number | null;
  regionName?: string | null;
}

/**
 * seed 000 §5: a special price counts only inside its date window. The window is inclusive on both ends
 * and compared by calendar date, so Magento's 'YYYY-MM-DD 00:00:00' end date still covers that whole day;
 * an open end (no date) does not limit the window.
 */
export function isSpecialPriceActive(from: string | null, to: string | null, today: string): boolean {
  const start = datePart(from);
  const end = datePart(to);
  return (start === null || start <= today) && (end === null || today <= end);
}

/**
 * The price to pay including tax (source prices include tax, seed 000 §9): the special price inside its
 * window, else the regular price. A special price never raises the price (Magento's final price is the
 * lower of the two); an empty or zero special price means none.
 */
export function finalPriceInclTax(product: PricedProduct, today: string): number {
  const special = product.special_price;
  if (special === null || special <= 0) return product.price;
  if (!isSpecialPriceActive(product.special_from_date, product.special_to_date, today)) return product.price;
  return Math.min(product.price, special);
}

function rateMatches(rate: TaxRate, location: TaxLocation): boolean {
  if (rate.tax_country_id !== location.country) return false;
  // seed 000 §5: the rate matches the region, or has region id 0 (the whole country), or no region.
  return (
    rate.tax_region_id === 0 ||
    !rate.region_name ||
    (location.regionId != null && rate.tax_region_id === location.regionId) ||
    (!!location.regionName && rate.region_name === location.regionName)
  );
}

/**
 * seed 000 §5: a tax rule applies if the product tax class is in it and one of its rates matches country
 * and region; otherwise tax is zero. Rules are tried in Magento's order (priority, then position).
 */
export function taxRateFor(
  taxClassId: number,
  rules: readonly TaxRuleDocument[],
  location: TaxLocation,
): number {
  const ordered = [...rules].sort((a, b) => a.priority - b.priority || a.position - b.position);
  for (const rule of ordered) {
    if (!rule.product_tax_class_ids.includes(taxClassId)) continue;
    const rate = rule.rates.find((candidate) => rateMatches(candidate, location));
    if (rate) return rate.rate;
  }
  return 0;
}

/** A tax-inclusive amount without its tax: incl / (1 + rate / 100), rounded to cents. */
export function priceExclTax(priceInclTax: number, ratePercent: number): number {
  return roundToCents(priceInclTax / (1 + ratePercent / 100));
}
