import { FIXTURE_TAX_CLASS, FIXTURE_TAX_RULES, pricedBookFixture, taxRuleFixture } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { finalPriceInclTax, isSpecialPriceActive, priceExclTax, taxRateFor } from './price';

const { books: BOOKS, ebooks: EBOOKS } = FIXTURE_TAX_CLASS;
const RULES = FIXTURE_TAX_RULES;
const book = pricedBookFixture;

describe('special price window (seed 000 §5)', () => {
  const onSale = book({
    special_price: 12.5,
    special_from_date: '2024-01-01',
    special_to_date: '2024-01-31 00:00:00',
  });

  it('counts inside the window, both ends included', () => {
    expect(finalPriceInclTax(onSale, '2024-01-01')).toBe(12.5);
    expect(finalPriceInclTax(onSale, '2024-01-15')).toBe(12.5);
    expect(finalPriceInclTax(onSale, '2024-01-31')).toBe(12.5);
  });

  it('does not count before or after the window', () => {
    expect(finalPriceInclTax(onSale, '2023-12-31')).toBe(14.95);
    expect(finalPriceInclTax(onSale, '2024-02-01')).toBe(14.95);
  });

  it('an open end does not limit the window', () => {
    expect(isSpecialPriceActive(null, null, '2024-06-01')).toBe(true);
    expect(isSpecialPriceActive('2024-01-01 10:00:00', null, '2030-01-01')).toBe(true);
    expect(isSpecialPriceActive(null, '2024-01-31', '2024-02-01')).toBe(false);
  });

  it('ignores an empty or zero special price, and one above the regular price', () => {
    expect(finalPriceInclTax(book({ special_price: 0 }), '2024-01-15')).toBe(14.95);
    expect(finalPriceInclTax(book({ special_price: 19.95 }), '2024-01-15')).toBe(14.95);
  });
});

describe('tax rate (seed 000 §5)', () => {
  it('applies the rule of the product tax class whose rate matches the country', () => {
    expect(taxRateFor(BOOKS, RULES, { country: 'BE' })).toBe(6);
    expect(taxRateFor(BOOKS, RULES, { country: 'NL' })).toBe(9);
    expect(taxRateFor(EBOOKS, RULES, { country: 'BE' })).toBe(21);
  });

  it('is zero when no rule has the tax class or no rate matches', () => {
    expect(taxRateFor(99, RULES, { country: 'BE' })).toBe(0);
    expect(taxRateFor(BOOKS, RULES, { country: 'DE' })).toBe(0);
  });

  it('a regional rate matches only its region; region id 0 matches the whole country', () => {
    expect(taxRateFor(EBOOKS, RULES, { country: 'NL' })).toBe(0);
    expect(taxRateFor(EBOOKS, RULES, { country: 'NL', regionId: 120 })).toBe(21);
    expect(taxRateFor(EBOOKS, RULES, { country: 'NL', regionName: 'Zeeland' })).toBe(21);
    expect(taxRateFor(BOOKS, RULES, { country: 'NL', regionId: 120 })).toBe(9);
  });

  it('tries rules by priority', () => {
    const reduced = taxRuleFixture(3, [BOOKS], [['BE', 0]], -1);
    expect(taxRateFor(BOOKS, [...RULES, reduced], { country: 'BE' })).toBe(0);
  });
});

describe('price excluding tax', () => {
  it('14.95 including 6% BE tax is 14.10; at 9% NL tax it is 13.72', () => {
    expect(priceExclTax(14.95, 6)).toBe(14.1);
    expect(priceExclTax(14.95, 9)).toBe(13.72);
    expect(priceExclTax(14.95, 0)).toBe(14.95);
  });
});
