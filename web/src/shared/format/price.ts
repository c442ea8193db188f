export interface MoneyValue {
  value: number;
  currency: string;
}

/**
 * A price in the store view's locale (seed 000 §9: "Price format follows store locale (sign, decimal,
 * group, fraction digits); fallback two decimals"). The currency comes with the amount from the API
 * (EUR, USD for en-rw), so a price is never shown in a currency it was not computed in.
 */
export function formatPrice(money: MoneyValue, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.value);
  } catch {
    // An unknown locale or currency code: the seed's fallback, two decimals with the code.
    return `${money.currency} ${money.value.toFixed(2)}`;
  }
}
