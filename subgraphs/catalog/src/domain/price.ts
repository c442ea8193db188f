import { priceAmounts, type PriceAmounts, type PriceAmountSettings, type PricedProduct } from '@shop/pricing';
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

/** The price settings of a store view: the tax and calendar @shop/pricing prices with, and the currency shown. */
export interface PriceSettings extends PriceAmountSettings {
  currency: Currency;
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
