import { describe, expect, it } from 'vitest';
import { customOptionValuePrice, customOptionsPriceDelta } from './customOptions';

const giftWrap = { option_type_id: 101, price: 2.5, price_type: 'fixed' as const };
const signed = { option_type_id: 102, price: 10, price_type: 'percent' as const };
const unsigned = { option_type_id: 103, price: 0, price_type: 'fixed' as const };

describe('custom option prices (seed 000 §5)', () => {
  it('a fixed price adds itself: gift wrapping adds 2.50', () => {
    expect(customOptionValuePrice(giftWrap, 14.95)).toBe(2.5);
  });

  it('a percent price is divided by 100 and relative to the product price: 10% of 14.95 is 1.495', () => {
    expect(customOptionValuePrice(signed, 14.95)).toBeCloseTo(1.495, 10);
    expect(customOptionValuePrice({ option_type_id: 202, price: 150, price_type: 'percent' }, 80)).toBe(120);
  });

  it('counts only when option_type_id is above 0 and the price is non-zero', () => {
    expect(customOptionValuePrice(unsigned, 14.95)).toBeNull();
    expect(customOptionValuePrice({ ...giftWrap, option_type_id: 0 }, 14.95)).toBeNull();
    expect(customOptionValuePrice({ ...giftWrap, option_type_id: -1 }, 14.95)).toBeNull();
  });

  it('sums the chosen values: 2.50 + 10% of 14.95 + 0 = 3.995', () => {
    expect(customOptionsPriceDelta([giftWrap, signed, unsigned], 14.95)).toBeCloseTo(3.995, 10);
    expect(customOptionsPriceDelta([], 14.95)).toBe(0);
  });
});
