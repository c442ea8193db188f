import { FIXTURE_TAX_RULES, pricedBookFixture } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_EUR_TO_USD } from './currency';
import { productPrice } from './price';

const RULES = FIXTURE_TAX_RULES;
const book = pricedBookFixture;

describe('productPrice', () => {
  it('gives regular, final and final excluding tax in the store currency', () => {
    const onSale = book({
      special_price: 12.5,
      special_from_date: '2024-01-01',
      special_to_date: '2024-01-31',
    });
    expect(
      productPrice(onSale, {
        taxRules: RULES,
        location: { country: 'BE' },
        currency: 'EUR',
        today: '2024-01-15',
      }),
    ).toEqual({
      regular: { value: 14.95, currency: 'EUR' },
      final: { value: 12.5, currency: 'EUR' },
      finalExclTax: { value: 11.79, currency: 'EUR' },
      special: { value: 12.5, currency: 'EUR' },
      specialToDate: '2024-01-31',
    });
    expect(
      productPrice(onSale, {
        taxRules: RULES,
        location: { country: 'NL' },
        currency: 'EUR',
        today: '2024-03-01',
      }).finalExclTax,
    ).toEqual({
      value: 13.72,
      currency: 'EUR',
    });
  });

  it('has no special price outside its window, nor when it is not below the regular price', () => {
    const settings = {
      taxRules: RULES,
      location: { country: 'BE' },
      currency: 'EUR' as const,
      today: '2024-02-01',
    };
    const expired = book({
      special_price: 12.5,
      special_from_date: '2024-01-01',
      special_to_date: '2024-01-31',
    });
    expect(productPrice(expired, settings)).toMatchObject({ special: null, specialToDate: null });
    expect(productPrice(book({ special_price: 14.95 }), settings)).toMatchObject({ special: null });
    expect(productPrice(book({ special_price: 9.95 }), settings)).toMatchObject({
      final: { value: 9.95, currency: 'EUR' },
      special: { value: 9.95, currency: 'EUR' },
      specialToDate: null,
    });
  });

  it('converts to USD for en-rw with the demo factor', () => {
    const price = productPrice(book(), {
      taxRules: RULES,
      location: { country: 'BE' },
      currency: 'USD',
      today: '2024-01-15',
    });
    expect(price.regular).toEqual({ value: 16.15, currency: 'USD' });
    expect(price.finalExclTax.value).toBeCloseTo((14.95 / 1.06) * DEMO_EUR_TO_USD, 2);
  });
});
