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
  const format = currencyFormat(locale, money.currency);
  // An unknown locale or currency code: the seed's fallback, two decimals with the code.
  return format ? format.format(money.value) : `${money.currency} ${money.value.toFixed(2)}`;
}

/**
 * One formatter per locale and currency for the life of the process: building an Intl.NumberFormat costs far
 * more than using one, and a listing formats a hundred prices (issue 20: 5 % of a server render went to it).
 */
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return format;
}
