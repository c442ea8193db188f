import { amountInStoreCurrency, type StoreView } from '@shop/store-views';

export { roundToCents, DEMO_EUR_TO_USD } from '@shop/store-views';

export type Currency = StoreView['currency'];

export interface Money {
  value: number;
  currency: Currency;
}

/** An amount of the index (euro) in the store view's currency, rounded to cents. */
export function moneyIn(currency: Currency, euros: number): Money {
  return { value: amountInStoreCurrency(euros, { currency }), currency };
}
