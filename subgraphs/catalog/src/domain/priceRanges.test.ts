import { STORE_VIEWS } from '@shop/store-views';
import { describe, expect, it } from 'vitest';
import {
  PRICE_FILTER_RANGES,
  indexBoundsOf,
  priceRangeKey,
  priceRangeLabel,
  priceRangeOf,
} from './priceRanges';

const labels = (store: (typeof STORE_VIEWS)[keyof typeof STORE_VIEWS]) =>
  PRICE_FILTER_RANGES.map((range) => priceRangeLabel(range, store));

describe('price filter ranges (seed 000 §9)', () => {
  it('are 0-5, 5-10, 10-15, 15-20, 20-25, 25-30 and 30 and up', () => {
    expect(PRICE_FILTER_RANGES.map(priceRangeKey)).toEqual([
      '0-5',
      '5-10',
      '10-15',
      '15-20',
      '20-25',
      '25-30',
      '30-*',
    ]);
  });

  it("label the first with '<' and the last with '>', in the currency sign of the store", () => {
    expect(labels(STORE_VIEWS['en-be'])).toEqual([
      '< €5',
      '€5 - €10',
      '€10 - €15',
      '€15 - €20',
      '€20 - €25',
      '€25 - €30',
      '> €30',
    ]);
    expect(labels(STORE_VIEWS['en-rw'])).toEqual([
      '< $5',
      '$5 - $10',
      '$10 - $15',
      '$15 - $20',
      '$20 - $25',
      '$25 - $30',
      '> $30',
    ]);
  });

  it('format the amounts per store locale: Dutch puts a space after the euro sign', () => {
    const nbsp = '\u00a0';
    expect(labels(STORE_VIEWS['nl-be'])[0]).toBe(`< €${nbsp}5`);
    expect(labels(STORE_VIEWS['nl-nl'])[1]).toBe(`€${nbsp}5 - €${nbsp}10`);
  });

  it('read back only the keys of the seed ranges', () => {
    expect(priceRangeOf('5-10')).toEqual({ from: 5, to: 10 });
    expect(priceRangeOf('30-*')).toEqual({ from: 30, to: null });
    expect(priceRangeOf('5-11')).toBeNull();
    expect(priceRangeOf('abc')).toBeNull();
  });

  it('search euro stores with their own bounds and en-rw with the euros that convert to its dollars', () => {
    expect(indexBoundsOf({ from: 5, to: 10 }, STORE_VIEWS['nl-be'])).toEqual({ from: 5, to: 10 });
    expect(indexBoundsOf({ from: 30, to: null }, STORE_VIEWS['nl-be'])).toEqual({ from: 30 });
    const dollars = indexBoundsOf({ from: 5, to: 10 }, STORE_VIEWS['en-rw']);
    // €4.62 shows as $4.99 and €4.63 as $5.00 at the demo rate 1.08.
    expect(4.62 < dollars.from && dollars.from < 4.63).toBe(true);
    expect(dollars.to).toBeCloseTo(10 / 1.08, 10);
  });
});
