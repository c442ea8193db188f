import { describe, expect, it } from 'vitest';
import { findCoupon, rowDiscounts } from './coupons';

describe('coupons', () => {
  it('finds a demo coupon whatever its case and spaces, and no unknown code', () => {
    expect(findCoupon(' leesfeest10 ')).toEqual({ code: 'LEESFEEST10', action: 'by_percent', amount: 10 });
    expect(findCoupon('WELKOM5')?.action).toBe('cart_fixed');
    expect(findCoupon('GRATIS')).toBeUndefined();
  });

  it('takes 10% of the subtotal incl. tax, shared over the rows by their totals', () => {
    // 106.00 + 121.00 = 227.00; 10% = 22.70: 10.60 and 12.10.
    expect(rowDiscounts([106, 121], { code: 'LEESFEEST10', action: 'by_percent', amount: 10 })).toEqual([
      10.6, 12.1,
    ]);
  });

  it('shares a fixed amount so that the rounded shares add up to it exactly', () => {
    // 5.00 over 100 + 100 + 100: 1.67 + 1.66 + 1.67 (cumulative rounding), 5.00 in all.
    const shares = rowDiscounts([100, 100, 100], { code: 'WELKOM5', action: 'cart_fixed', amount: 5 });
    expect(shares).toEqual([1.67, 1.66, 1.67]);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(5, 10);
  });

  it('never takes more than the subtotal, and nothing from an empty cart', () => {
    expect(rowDiscounts([3, 1], { code: 'WELKOM5', action: 'cart_fixed', amount: 5 })).toEqual([3, 1]);
    expect(rowDiscounts([], { code: 'WELKOM5', action: 'cart_fixed', amount: 5 })).toEqual([]);
  });
});
