import { DEFAULT_B2B_DISCOUNT_PERCENT } from '@shop/pricing';
import { describe, expect, it } from 'vitest';
import { cartTotals, type TotalsLine } from './totals';

const EUR = { base: 'EUR', quote: 'EUR' };
const book = (qty: number, unitPriceInclTax: number): TotalsLine => ({
  item_id: 1,
  name: 'Prentenboek',
  qty,
  unitPriceInclTax,
  taxPercent: 6,
});
const b2b = (groupId: number | null) => ({ groupId, percent: DEFAULT_B2B_DISCOUNT_PERCENT, threshold: 150 });

describe('checkout totals: shipping and the B2B discount (seed 000 §6)', () => {
  it('adds the shipping charge and its tax as a shipping segment', () => {
    // 2 × 10.60 = 21.20 (tax 1.20) + shipping 4.95 at 6% (tax 0.28): grand total 26.15, tax 1.48.
    const totals = cartTotals([book(2, 10.6)], EUR, undefined, {
      shipping: { title: 'Flat Rate', amountInclTax: 4.95, taxPercent: 6 },
    });
    expect(totals).toMatchObject({ shipping_incl_tax: 4.95, tax_amount: 1.48, grand_total: 26.15 });
    expect(totals.total_segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal', 20],
      ['shipping', 4.95],
      ['tax', 1.48],
      ['grand_total', 26.15],
    ]);
  });

  it('a B2B customer above 150 euro gets the b2b_discount segment: 4 × 53.00 = 212.00 − 10.60', () => {
    const totals = cartTotals([book(4, 53)], EUR, undefined, { b2b: b2b(7) });
    // Rows tax 12.00 on 212.00; after the discount 201.40 carries 12.00 × 201.40 / 212.00 = 11.40.
    expect(totals).toMatchObject({ grand_total: 201.4, tax_amount: 11.4, discount_amount: 0 });
    expect(totals.total_segments).toContainEqual({
      code: 'b2b_discount',
      title: 'B2B discount',
      value: -10.6,
    });
  });

  it('measures 150 euro after the coupon: 160.00 − 10 % = 144.00 gets no B2B discount', () => {
    const totals = cartTotals(
      [book(1, 160)],
      EUR,
      { code: 'TIEN', action: 'by_percent', amount: 10 },
      {
        b2b: b2b(10),
      },
    );
    expect(totals.grand_total).toBe(144);
    expect(totals.total_segments.some((s) => s.code === 'b2b_discount')).toBe(false);
  });

  it('exactly 150.00 gets none; groups 0, 8, 9 and guests get none', () => {
    expect(cartTotals([book(1, 150)], EUR, undefined, { b2b: b2b(12) }).grand_total).toBe(150);
    for (const groupId of [0, 8, 9, null])
      expect(cartTotals([book(4, 53)], EUR, undefined, { b2b: b2b(groupId) }).grand_total).toBe(212);
  });
});
