import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from './storeView';
import { amountInStoreCurrency, roundToCents } from './money';

describe('money', () => {
  it('rounds half cents up, also where binary fractions fall short', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(14.104)).toBe(14.1);
  });

  it('keeps euro amounts for the euro store views and converts for en-rw (USD)', () => {
    expect(amountInStoreCurrency(12.5, STORE_VIEWS['nl-be'])).toBe(12.5);
    expect(amountInStoreCurrency(12.5, STORE_VIEWS['en-rw'])).toBe(13.5);
  });
});
