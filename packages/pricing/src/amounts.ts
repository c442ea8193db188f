import type { TaxRuleDocument } from '@shop/contracts';
import { datePart } from './dates';
import { finalPriceInclTax, taxRateFor, type PricedProduct, type TaxLocation } from './price';

/** What a price depends on besides the product: the tax rules and tax location, and the shop's "today". */
export interface PriceAmountSettings {
  taxRules: readonly TaxRuleDocument[];
  location: TaxLocation;
  /** YYYY-MM-DD in the shop's calendar. */
  today: string;
}

/**
 * A price in the index's currency (euro), unrounded, so sums of linked products and the conversion to
 * the store currency round once, at the end.
 */
export interface PriceAmounts {
  regular: number;
  final: number;
  finalExclTax: number;
  specialActive: boolean;
  /** Last day (YYYY-MM-DD) of the special price that counts; null when there is none or its window has no end. */
  specialToDate: string | null;
}

/** A product's price amounts (seed 000 §5: special price inside its window, tax from the tax rules). */
export function priceAmounts(product: PricedProduct, settings: PriceAmountSettings): PriceAmounts {
  const final = finalPriceInclTax(product, settings.today);
  const rate = taxRateFor(product.tax_class_id, settings.taxRules, settings.location);
  const specialActive = final < product.price;
  return {
    regular: product.price,
    final,
    finalExclTax: final / (1 + rate / 100),
    specialActive,
    specialToDate: specialActive ? datePart(product.special_to_date) : null,
  };
}

/**
 * The tax percent a price's amounts come to, rounded to 2 decimals: its tax class's rate for one product;
 * for a composite whose parts are taxed at different tax classes (seed 000 §5: a book at 6%, an e-book at
 * 21%), the rate of the sum. 0 for a free price, which carries no tax.
 */
export function effectiveTaxPercent(amounts: Pick<PriceAmounts, 'final' | 'finalExclTax'>): number {
  if (amounts.finalExclTax === 0) return 0;
  return Math.round((amounts.final / amounts.finalExclTax - 1) * 100 * 100 + Number.EPSILON) / 100;
}
