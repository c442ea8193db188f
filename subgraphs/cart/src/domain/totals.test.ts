import { describe, expect, it } from 'vitest';
import type { CartTotals, ServerCartItem } from '@shop/contracts';
import { cartLine, itemsQty, money, totalsInCurrency } from './totals';

const platformTotals: CartTotals = {
  grand_total: 34.93,
  subtotal: 37.71,
  subtotal_incl_tax: 39.97,
  tax_amount: 2.26,
  discount_amount: -5,
  shipping_incl_tax: 0,
  base_currency_code: 'EUR',
  quote_currency_code: 'EUR',
  items_qty: 3,
  items: [],
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: 39.97 },
    { code: 'discount', title: 'Discount', value: -5 },
    { code: 'tax', title: 'Tax', value: 2.26 },
    { code: 'grand_total', title: 'Grand Total', value: 34.93 },
  ],
};

describe('money', () => {
  it('rounds to cents', () => {
    expect(money(1.005, 'EUR')).toEqual({ value: 1.01, currency: 'EUR' });
    expect(money(0.1 + 0.2, 'USD')).toEqual({ value: 0.3, currency: 'USD' });
  });
});

describe('totalsInCurrency', () => {
  it('maps subtotal_incl_tax, grand_total, tax and the segments in order to Money of the store view', () => {
    expect(totalsInCurrency(platformTotals, 'EUR')).toEqual({
      subtotalInclTax: { value: 39.97, currency: 'EUR' },
      grandTotal: { value: 34.93, currency: 'EUR' },
      tax: { value: 2.26, currency: 'EUR' },
      segments: [
        { code: 'subtotal', title: 'Subtotal', value: { value: 39.97, currency: 'EUR' } },
        { code: 'discount', title: 'Discount', value: { value: -5, currency: 'EUR' } },
        { code: 'tax', title: 'Tax', value: { value: 2.26, currency: 'EUR' } },
        { code: 'grand_total', title: 'Grand Total', value: { value: 34.93, currency: 'EUR' } },
      ],
    });
  });

  it('uses the store view currency: USD for en-rw (seed 000 §9)', () => {
    expect(totalsInCurrency(platformTotals, 'USD').grandTotal).toEqual({ value: 34.93, currency: 'USD' });
  });
});

describe('cartLine', () => {
  it('gives unit price and row total including tax: 2 x 14.99 = 29.98', () => {
    const item: ServerCartItem = {
      item_id: 7,
      quote_id: 'c1',
      sku: 'b1',
      qty: 2,
      name: 'Boek',
      price: 14.99,
      product_type: 'simple',
    };
    expect(cartLine(item, 'EUR')).toEqual({
      itemId: '7',
      sku: 'b1',
      qty: 2,
      name: 'Boek',
      priceInclTax: { value: 14.99, currency: 'EUR' },
      rowTotalInclTax: { value: 29.98, currency: 'EUR' },
      bundleOptions: [],
    });
  });
});

describe('itemsQty', () => {
  it('sums the quantities of the lines', () => {
    expect(itemsQty([{ qty: 2 }, { qty: 1 }])).toBe(3);
    expect(itemsQty([])).toBe(0);
  });
});
