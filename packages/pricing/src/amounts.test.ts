import { FIXTURE_TAX_RULES, pricedBookFixture } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveTaxPercent, priceAmounts } from './amounts';
import type { PricedProduct } from './price';

const settings = { taxRules: FIXTURE_TAX_RULES, location: { country: 'NL' }, today: '2025-06-01' };

const book = (overrides: Partial<PricedProduct> = {}): PricedProduct =>
  pricedBookFixture({ price: 15.99, ...overrides });

describe('priceAmounts (seed 000 §5)', () => {
  it('takes the special price inside its window and the tax of the location, unrounded', () => {
    const amounts = priceAmounts(
      book({ special_price: 12.5, special_from_date: '2025-05-01', special_to_date: '2025-06-30 00:00:00' }),
      settings,
    );
    expect(amounts).toEqual({
      regular: 15.99,
      final: 12.5,
      finalExclTax: 12.5 / 1.09,
      specialActive: true,
      specialToDate: '2025-06-30',
    });
  });

  it('keeps the regular price outside the window, with no special end date', () => {
    const amounts = priceAmounts(
      book({ special_price: 12.5, special_from_date: '2025-07-01', special_to_date: null }),
      settings,
    );
    expect(amounts).toMatchObject({ final: 15.99, specialActive: false, specialToDate: null });
  });
});

describe('effectiveTaxPercent', () => {
  it("is the tax class's rate for one product", () => {
    expect(effectiveTaxPercent(priceAmounts(book(), settings))).toBe(9);
  });

  it('is the rate of the sum for parts taxed at 6% and 21%: 30.93 / (14.95 / 1.06 + 15.98 / 1.21) = 13.25%', () => {
    expect(effectiveTaxPercent({ final: 30.93, finalExclTax: 14.95 / 1.06 + 15.98 / 1.21 })).toBe(13.25);
  });

  it('is 0 for a free price', () => {
    expect(effectiveTaxPercent({ final: 0, finalExclTax: 0 })).toBe(0);
  });
});
