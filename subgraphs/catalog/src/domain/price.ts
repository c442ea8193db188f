import type { TaxRuleDocument } from '@shop/contracts';
import { datePart, finalPriceInclTax, taxRateFor, type PricedProduct, type TaxLocation } from '@shop/pricing';
import { moneyIn, type Currency, type Money } from './currency';

export interface ProductPrice {
  regular: Money;
  final: Money;
  finalExclTax: Money;
  /** The special price to pay while it counts (seed 000 §5: only inside its date window), else null. */
  special: Money | null;
  /** Last day (YYYY-MM-DD) of the special price that counts; null when there is none or its window has no end. */
  specialToDate: string | null;
}

export interface PriceSettings {
  taxRules: readonly TaxRuleDocument[];
  location: TaxLocation;
  currency: Currency;
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
  specialToDate: string | null;
}

/** A product's price amounts (seed 000 §5: special price inside its window, tax from the tax rules). */
export function priceAmounts(product: PricedProduct, settings: PriceSettings): PriceAmounts {
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

/** Price amounts in the store view's currency. */
export function priceInCurrency(amounts: PriceAmounts, currency: Currency): ProductPrice {
  return {
    regular: moneyIn(currency, amounts.regular),
    final: moneyIn(currency, amounts.final),
    // Taken off the unrounded amount so a conversion does not round twice.
    finalExclTax: moneyIn(currency, amounts.finalExclTax),
    special: amounts.specialActive ? moneyIn(currency, amounts.final) : null,
    specialToDate: amounts.specialToDate,
  };
}

/** A product's catalogue price in the store view's currency (seed 000 §5, §9). */
export function productPrice(product: PricedProduct, settings: PriceSettings): ProductPrice {
  return priceInCurrency(priceAmounts(product, settings), settings.currency);
}
