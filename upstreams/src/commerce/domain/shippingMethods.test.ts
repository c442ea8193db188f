import { describe, expect, it } from 'vitest';
import { chosenShippingMethod, FREE_SHIPPING_NOT_REACHED, shippingMethodsFor } from './shippingMethods';

const euro = (amount: number) => Math.round(amount * 100) / 100;

describe('shipping methods (issue 11: Belgium and the Netherlands only)', () => {
  it('ships to BE and NL at the flat rate; free shipping is unavailable below 50 euro', () => {
    const methods = shippingMethodsFor({ countryId: 'be', cartAmount: 30, toStoreCurrency: euro });
    expect(methods.map((m) => [m.method_code, m.amount, m.available])).toEqual([
      ['flatrate', 4.95, true],
      ['freeshipping', 0, false],
    ]);
    expect(methods[0]?.price_excl_tax).toBe(4.67);
    expect(methods[1]?.error_message).toBe(FREE_SHIPPING_NOT_REACHED);
  });

  it('offers free shipping from 50 euro on', () => {
    const methods = shippingMethodsFor({ countryId: 'NL', cartAmount: 50, toStoreCurrency: euro });
    expect(methods.every((m) => m.available)).toBe(true);
    expect(chosenShippingMethod(methods, 'freeshipping', 'freeshipping')?.amount).toBe(0);
  });

  it('has no method for any other country', () => {
    expect(shippingMethodsFor({ countryId: 'FR', cartAmount: 500, toStoreCurrency: euro })).toEqual([]);
  });

  it('never chooses an unavailable or unknown method', () => {
    const methods = shippingMethodsFor({ countryId: 'BE', cartAmount: 10, toStoreCurrency: euro });
    expect(chosenShippingMethod(methods, 'freeshipping', 'freeshipping')).toBeUndefined();
    expect(chosenShippingMethod(methods, 'ups', 'express')).toBeUndefined();
  });
});
