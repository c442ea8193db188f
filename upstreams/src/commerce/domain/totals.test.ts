import { describe, expect, it } from 'vitest';
import { cartTotals } from './totals';

describe('cart totals (source prices include tax, seed 000 §9)', () => {
  it('takes the tax out of each row and sums the rounded rows: a worked example', () => {
    // 2 × 14.99 at 6% (books, BE): 29.98 incl. tax; 29.98 / 1.06 = 28.2830 → 28.28 excl.; tax 1.70.
    // 1 × 9.95 at 21% (BE):         9.95 incl. tax;  9.95 / 1.21 =  8.2231 →  8.22 excl.; tax 1.73.
    // subtotal 36.50 + tax 3.43 = grand total 39.93 (= 29.98 + 9.95).
    const totals = cartTotals(
      [
        { item_id: 1, name: 'De Gruffalo', qty: 2, unitPriceInclTax: 14.99, taxPercent: 6 },
        { item_id: 2, name: 'Kleurboek', qty: 1, unitPriceInclTax: 9.95, taxPercent: 21 },
      ],
      { base: 'EUR', quote: 'EUR' },
    );
    expect(totals.items).toEqual([
      expect.objectContaining({
        item_id: 1,
        qty: 2,
        price: 14.14,
        price_incl_tax: 14.99,
        row_total: 28.28,
        row_total_incl_tax: 29.98,
        tax_amount: 1.7,
        tax_percent: 6,
      }),
      expect.objectContaining({
        item_id: 2,
        qty: 1,
        price: 8.22,
        price_incl_tax: 9.95,
        row_total: 8.22,
        row_total_incl_tax: 9.95,
        tax_amount: 1.73,
        tax_percent: 21,
      }),
    ]);
    expect(totals).toMatchObject({
      subtotal: 36.5,
      subtotal_incl_tax: 39.93,
      tax_amount: 3.43,
      grand_total: 39.93,
      items_qty: 3,
      quote_currency_code: 'EUR',
    });
    expect(totals.total_segments).toEqual([
      { code: 'subtotal', title: 'Subtotal', value: 36.5 },
      { code: 'tax', title: 'Tax', value: 3.43 },
      { code: 'grand_total', title: 'Grand Total', value: 39.93 },
    ]);
  });

  it('charges no tax where no rule applies', () => {
    const totals = cartTotals([{ item_id: 7, name: 'Tas', qty: 3, unitPriceInclTax: 4.99, taxPercent: 0 }], {
      base: 'EUR',
      quote: 'USD',
    });
    expect(totals).toMatchObject({
      subtotal: 14.97,
      tax_amount: 0,
      grand_total: 14.97,
      base_currency_code: 'EUR',
      quote_currency_code: 'USD',
    });
  });

  it('is all zeros for an empty cart', () => {
    const totals = cartTotals([], { base: 'EUR', quote: 'EUR' });
    expect(totals).toMatchObject({ subtotal: 0, tax_amount: 0, grand_total: 0, items_qty: 0, items: [] });
  });

  it("takes a composite's excl. tax amounts from its parts, not from one rate: a mixed bundle", () => {
    // A bundle of a 14.95 book (6%) and a 7.99 e-book (21%), qty 3: 68.82 incl. tax; excl. tax as
    // @shop/pricing gives it: 3 x (14.95 / 1.06 + 7.99 / 1.21) = 62.1212 → 62.12 (price 20.7071 → 20.71);
    // tax 68.82 − 62.12 = 6.70. With a 9.95 line at 21% (8.22 + 1.73): subtotal 70.34 + tax 8.43 = 78.77.
    const totals = cartTotals(
      [
        {
          item_id: 1,
          name: 'Voorleesbox',
          qty: 3,
          unitPriceInclTax: 22.94,
          taxPercent: 10.78,
          exclTax: { price: 20.71, rowTotal: 62.12 },
        },
        { item_id: 2, name: 'Kleurboek', qty: 1, unitPriceInclTax: 9.95, taxPercent: 21 },
      ],
      { base: 'EUR', quote: 'EUR' },
    );
    expect(totals.items[0]).toMatchObject({
      price: 20.71,
      price_incl_tax: 22.94,
      row_total: 62.12,
      row_total_incl_tax: 68.82,
      tax_amount: 6.7,
      tax_percent: 10.78,
    });
    expect(totals.items[1]).toMatchObject({ row_total: 8.22, tax_amount: 1.73 });
    expect(totals).toMatchObject({
      subtotal: 70.34,
      subtotal_incl_tax: 78.77,
      tax_amount: 8.43,
      grand_total: 78.77,
    });
    expect(totals.total_segments).toEqual([
      { code: 'subtotal', title: 'Subtotal', value: 70.34 },
      { code: 'tax', title: 'Tax', value: 8.43 },
      { code: 'grand_total', title: 'Grand Total', value: 78.77 },
    ]);
  });
});

describe('cart totals with a coupon (tax after discount, Magento default)', () => {
  // 2 × 53.00 at 6%: 106.00 incl. = 100.00 + 6.00 tax; 1 × 121.00 at 21%: 121.00 incl. = 100.00 + 21.00 tax.
  const lines = [
    { item_id: 1, name: 'Prentenboek', qty: 2, unitPriceInclTax: 53, taxPercent: 6 },
    { item_id: 2, name: 'Knuffel', qty: 1, unitPriceInclTax: 121, taxPercent: 21 },
  ];
  const eur = { base: 'EUR', quote: 'EUR' };

  it('LEESFEEST10: 10% off 227.00 is 22.70; the tax is what remains in the discounted rows', () => {
    // Row 1 pays 106.00 − 10.60 = 95.40 = 90.00 + 5.40 tax; row 2 pays 121.00 − 12.10 = 108.90 = 90.00 + 18.90.
    const totals = cartTotals(lines, eur, { code: 'LEESFEEST10', action: 'by_percent', amount: 10 });
    expect(totals.items.map((item) => [item.discount_amount, item.tax_amount, item.row_total])).toEqual([
      [10.6, 5.4, 100],
      [12.1, 18.9, 100],
    ]);
    expect(totals).toMatchObject({
      subtotal: 200,
      subtotal_incl_tax: 227,
      discount_amount: -22.7,
      tax_amount: 24.3,
      grand_total: 204.3,
      coupon_code: 'LEESFEEST10',
    });
    expect(totals.total_segments).toEqual([
      { code: 'subtotal', title: 'Subtotal', value: 200 },
      { code: 'discount', title: 'Discount (LEESFEEST10)', value: -22.7 },
      { code: 'tax', title: 'Tax', value: 24.3 },
      { code: 'grand_total', title: 'Grand Total', value: 204.3 },
    ]);
  });

  it('WELKOM5: 5.00 off, shared by the rows totals; grand total 222.00', () => {
    const totals = cartTotals(lines, eur, { code: 'WELKOM5', action: 'cart_fixed', amount: 5 });
    // 5 × 106 / 227 = 2.33 and 2.67; 103.67 / 1.06 = 97.80 (tax 5.87), 118.33 / 1.21 = 97.79 (tax 20.54).
    expect(totals.items.map((item) => [item.discount_amount, item.tax_amount])).toEqual([
      [2.33, 5.87],
      [2.67, 20.54],
    ]);
    expect(totals).toMatchObject({ discount_amount: -5, tax_amount: 26.41, grand_total: 222 });
  });

  it('has no discount segment and no coupon_code without a coupon', () => {
    const totals = cartTotals(lines, eur);
    expect(totals.discount_amount).toBe(0);
    expect(totals.coupon_code).toBeUndefined();
    expect(totals.total_segments.map((segment) => segment.code)).toEqual(['subtotal', 'tax', 'grand_total']);
    expect(totals).toMatchObject({ subtotal: 200, tax_amount: 27, grand_total: 227 });
  });
});
