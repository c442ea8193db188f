import { BASE_CURRENCY, DEMO_EUR_TO_USD, type StoreView } from '@shop/store-views';

/** A price filter range in the store view's currency: `from` included, `to` excluded, no `to` for the last. */
export interface PriceRange {
  from: number;
  to: number | null;
}

/** seed 000 §9: 'Price filter ranges: 0-5, 5-10, 10-15, 15-20, 20-25, 25-30, 30 and up'. */
export const PRICE_FILTER_RANGES: readonly PriceRange[] = [
  { from: 0, to: 5 },
  { from: 5, to: 10 },
  { from: 10, to: 15 },
  { from: 15, to: 20 },
  { from: 20, to: 25 },
  { from: 25, to: 30 },
  { from: 30, to: null },
];

/** The value of a price range in filters and facets: '0-5' … '25-30', '30-*'. */
export function priceRangeKey(range: PriceRange): string {
  return `${range.from}-${range.to ?? '*'}`;
}

/** The range of a filter value; null for anything but the keys of the seed's ranges. */
export function priceRangeOf(key: string): PriceRange | null {
  return PRICE_FILTER_RANGES.find((range) => priceRangeKey(range) === key) ?? null;
}

type Money = Pick<StoreView, 'locale' | 'currency'>;

/**
 * seed 000 §9: 'Price range labels use the currency sign, with '<' for the first and '>' for the last
 * bucket', in the store's locale ('< € 5' in nl-BE, '€5 - €10' in en-BE, '> $30' in en-RW). Whole
 * amounts show no decimals: the bounds are round numbers.
 */
export function priceRangeLabel(range: PriceRange, store: Money): string {
  const format = new Intl.NumberFormat(store.locale, {
    style: 'currency',
    currency: store.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const first = range === PRICE_FILTER_RANGES[0];
  if (range.to === null) return `> ${format.format(range.from)}`;
  if (first) return `< ${format.format(range.to)}`;
  return `${format.format(range.from)} - ${format.format(range.to)}`;
}

/**
 * A store-currency amount in the index's currency. The index keeps euro prices (seed 000 §9: source
 * prices include tax; @shop/store-views converts them for en-rw at the demo rate), so a range of
 * dollars is searched as the euros that convert to it.
 */
export function indexAmountOf(amount: number, store: Pick<StoreView, 'currency'>): number {
  return store.currency === BASE_CURRENCY ? amount : amount / DEMO_EUR_TO_USD;
}

/** The bounds of a range in the index's currency. */
export function indexBoundsOf(
  range: PriceRange,
  store: Pick<StoreView, 'currency'>,
): { from: number; to?: number } {
  return {
    from: indexAmountOf(range.from, store),
    ...(range.to === null ? {} : { to: indexAmountOf(range.to, store) }),
  };
}
