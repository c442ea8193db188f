import type { StoreView } from './storeView';

/**
 * Money rules every service shares, so a price shown in the catalogue is the price in the cart.
 * The catalogue and the platform keep prices in euro, including tax (seed 000 §9).
 */
export const BASE_CURRENCY = 'EUR';

/**
 * seed 000 §9: en-rw sells in USD. The demo data has euro prices only, so the local stack converts them at
 * this one fixed rate; a real platform answers USD prices itself (render-list with currencyCode, seed 000 §7).
 */
export const DEMO_EUR_TO_USD = 1.08;

/** Rounds to cents; Number.EPSILON corrects binary fractions such as 1.005 * 100 = 100.49999. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** A euro amount in the store view's currency, rounded to cents. */
export function amountInStoreCurrency(amountInEuro: number, storeView: Pick<StoreView, 'currency'>): number {
  return roundToCents(storeView.currency === 'USD' ? amountInEuro * DEMO_EUR_TO_USD : amountInEuro);
}
