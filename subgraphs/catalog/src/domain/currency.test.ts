import { describe, expect, it } from 'vitest';
import { DEMO_EUR_TO_USD, moneyIn, roundToCents } from './currency';

describe('moneyIn', () => {
  it('keeps euros for EUR store views, rounded to cents', () => {
    expect(moneyIn('EUR', 14.95)).toEqual({ value: 14.95, currency: 'EUR' });
    expect(moneyIn('EUR', 14.103773)).toEqual({ value: 14.1, currency: 'EUR' });
  });
  it('converts to USD with the one demo factor', () => {
    expect(moneyIn('USD', 10)).toEqual({ value: roundToCents(10 * DEMO_EUR_TO_USD), currency: 'USD' });
    expect(moneyIn('USD', 14.95).value).toBe(16.15);
  });
  it('rounds halves up despite binary fractions', () => {
    expect(roundToCents(1.005)).toBe(1.01);
  });
});
