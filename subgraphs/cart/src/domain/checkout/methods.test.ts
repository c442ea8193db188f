import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '@shop/contracts';
import { isCardMethod, isVirtualCart, paymentMethodChoices, shippingMethodChoices } from './methods';

function method(code: string, amount: number, available: boolean): ShippingMethod {
  return {
    carrier_code: code,
    method_code: code,
    carrier_title: code,
    method_title: code,
    amount,
    price_incl_tax: amount,
    price_excl_tax: amount / 1.06,
    available,
    error_message: '',
  };
}

const PLATFORM_METHODS = [
  { code: 'checkmo', title: 'Bank transfer / invoice' },
  { code: 'cashondelivery', title: 'Cash On Delivery' },
  { code: 'adyen_cc', title: 'Credit card' },
];

describe('shipping methods (seed 000 §4, §5)', () => {
  it('drops methods with available false and makes the first available one the default', () => {
    const choices = shippingMethodChoices([
      method('freeshipping', 0, false),
      method('flatrate', 4.95, true),
      method('bpost', 6.5, true),
    ]);
    expect(choices.map((choice) => [choice.methodCode, choice.isDefault, choice.priceInclTax])).toEqual([
      ['flatrate', true, 4.95],
      ['bpost', false, 6.5],
    ]);
    expect(shippingMethodChoices([])).toEqual([]);
  });
});

describe('payment methods (seed 000 §4)', () => {
  it('offers the platform methods in its order, the first one the default', () => {
    expect(paymentMethodChoices(PLATFORM_METHODS, false)).toEqual([
      { code: 'checkmo', title: 'Bank transfer / invoice', isCard: false, isDefault: true },
      { code: 'cashondelivery', title: 'Cash On Delivery', isCard: false, isDefault: false },
      { code: 'adyen_cc', title: 'Credit card', isCard: true, isDefault: false },
    ]);
  });

  it('hides cash on delivery for a virtual cart', () => {
    expect(paymentMethodChoices(PLATFORM_METHODS, true).map((m) => m.code)).toEqual(['checkmo', 'adyen_cc']);
    // The default is the first the cart may use.
    expect(paymentMethodChoices(PLATFORM_METHODS.slice(1), true)[0]).toMatchObject({
      code: 'adyen_cc',
      isDefault: true,
    });
  });

  it('counts a cart as virtual when only virtual or downloadable items are in it', () => {
    expect(isVirtualCart([{ product_type: 'virtual' }, { product_type: 'downloadable' }])).toBe(true);
    expect(isVirtualCart([{ product_type: 'downloadable' }, { product_type: 'simple' }])).toBe(false);
    expect(isVirtualCart([{ product_type: 'bundle' }])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });

  it('knows the card method', () => {
    expect(isCardMethod('adyen_cc')).toBe(true);
    expect(isCardMethod('checkmo')).toBe(false);
  });
});
