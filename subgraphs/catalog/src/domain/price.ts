import type { TaxRuleDocument } from '@shop/contracts';
import { finalPriceInclTax, taxRateFor, type PricedProduct, type TaxLocation } from '@shop/pricing';
import { moneyIn, type Currency, type Money } from './currency';

export interface ProductPrice {
  regular: Money;
  final: Money;
  finalExclTax: Money;
}

export interface PriceSettings {
  taxRules: readonly TaxRuleDocument[];
  location: TaxLocation;
  currency: Currency;
  /** YYYY-MM-DD in the shop's calendar. */
  today: string;
}

/** A product's catalogue price in the store view's currency (seed 000 §5, §9). */
export function productPrice(product: PricedProduct, settings: PriceSettings): ProductPrice {
  const final = finalPriceInclTax(product, settings.today);
  const rate = taxRateFor(product.tax_class_id, settings.taxRules, settings.location);
  return {
    regular: moneyIn(settings.currency, product.price),
    final: moneyIn(settings.currency, final),
    // Taken off the unrounded amount so a conversion does not round twice.
    finalExclTax: moneyIn(settings.currency, final / (1 + rate / 100)),
  };
}
