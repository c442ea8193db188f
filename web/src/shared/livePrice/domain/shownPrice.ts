import type { MoneyValue } from '@/shared/format/price';

/** A price as the catalogue or the platform states it: what to pay, the regular price, and without tax. */
export interface StatedPrice {
  final: MoneyValue;
  regular?: MoneyValue | null;
  finalExclTax?: MoneyValue | null;
}

/** The platform's price of a product, as render-list answered it (seed 000 §4 'price_is_current'). */
export interface LivePrice {
  final: MoneyValue;
  regular: MoneyValue;
  finalExclTax: MoneyValue;
  isCurrent: boolean;
}

const same = (a: MoneyValue | null | undefined, b: MoneyValue | null | undefined) =>
  a?.value === b?.value && a?.currency === b?.currency;

/**
 * seed 000 §4, §7: the price a shopper sees is the platform's refreshed price when it answered one that
 * differs from the catalogue's (the cart charges the platform's); otherwise the catalogue's stands. A live
 * price not current (seed: 'price_is_current stays false until the backend answers') or in another currency
 * is not shown.
 */
export function shownPrice<P extends StatedPrice>(
  catalog: P,
  live: LivePrice | null | undefined,
): P | LivePrice {
  if (!live?.isCurrent || live.final.currency !== catalog.final.currency) return catalog;
  const differs = !same(live.final, catalog.final) || !same(live.regular, catalog.regular ?? catalog.final);
  return differs ? live : catalog;
}

/** How long a refreshed price counts as fresh: the schema's cache hint of LivePrice (maxAge 60). */
export const LIVE_PRICE_MAX_AGE_MS = 60_000;

/**
 * The skus to ask the platform for: those asked for that were never refreshed, or longer ago than the max age,
 * each once, in the order asked.
 */
export function skusToRefresh(
  asked: Iterable<string>,
  refreshedAt: ReadonlyMap<string, number>,
  now: number,
  maxAgeMs = LIVE_PRICE_MAX_AGE_MS,
): string[] {
  const skus = new Set<string>();
  for (const sku of asked) {
    const at = refreshedAt.get(sku);
    if (at === undefined || now - at >= maxAgeMs) skus.add(sku);
  }
  return [...skus];
}
