import { describe, expect, it } from 'vitest';
import { b2bDiscount, DEFAULT_B2B_DISCOUNT_PERCENT, isB2bGroup } from './b2bDiscount';

describe('B2B discount (seed 000 §6)', () => {
  it('Ids 7, 10, 11, 12 are B2B groups; 0, 8 and 9 are not', () => {
    for (const id of [7, 10, 11, 12]) expect(isB2bGroup(id)).toBe(true);
    for (const id of [0, 1, 8, 9]) expect(isB2bGroup(id)).toBe(false);
    expect(isB2bGroup(null)).toBe(false);
  });

  it('a B2B customer gets a discount on orders above 150 euro after discount, 5 % by default', () => {
    expect(DEFAULT_B2B_DISCOUNT_PERCENT).toBe(5);
    expect(b2bDiscount({ groupId: 7, amountAfterDiscount: 200 })).toBe(10);
    expect(b2bDiscount({ groupId: 12, amountAfterDiscount: 150.01 })).toBe(7.5);
  });

  it('exactly 150.00 is not above 150: no discount', () => {
    expect(b2bDiscount({ groupId: 10, amountAfterDiscount: 150 })).toBe(0);
    expect(b2bDiscount({ groupId: 10, amountAfterDiscount: 149.99 })).toBe(0);
  });

  it('groups 0, 8 and 9 and guests get none, whatever the amount', () => {
    for (const groupId of [0, 8, 9, null]) expect(b2bDiscount({ groupId, amountAfterDiscount: 500 })).toBe(0);
  });

  it('the rate is a parameter and the discount is rounded to cents', () => {
    expect(b2bDiscount({ groupId: 11, amountAfterDiscount: 163.37, percent: 3 })).toBe(4.9);
    expect(b2bDiscount({ groupId: 11, amountAfterDiscount: 163.37, percent: 7.5 })).toBe(12.25);
  });

  it('the threshold may be given in another currency', () => {
    expect(b2bDiscount({ groupId: 7, amountAfterDiscount: 160, threshold: 165 })).toBe(0);
  });

  it('a rate outside 0..100 or an amount that is no number is refused with a clear error', () => {
    expect(() => b2bDiscount({ groupId: 7, amountAfterDiscount: 200, percent: 120 })).toThrow(RangeError);
    expect(() => b2bDiscount({ groupId: 7, amountAfterDiscount: Number.NaN })).toThrow(/number/);
  });
});
