import { describe, expect, it } from 'vitest';
import type { ServerCartItem } from '@shop/contracts';
import { lineKey, planCartMerge } from './cartMerge';

function line(itemId: number, sku: string, qty: number, productOption?: unknown): ServerCartItem {
  return {
    item_id: itemId,
    quote_id: 'q',
    sku,
    qty,
    name: sku,
    price: 10,
    product_type: productOption === undefined ? 'simple' : 'configurable',
    ...(productOption === undefined ? {} : { product_option: productOption }),
  };
}

const option = (size: string) => ({
  extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: size }] },
});

describe('seed 000 §4: at login the guest cart is joined without quantity merge', () => {
  it('adds the guest lines the customer cart lacks and keeps its own', () => {
    const plan = planCartMerge(
      { items: [line(1, 'A', 1), line(2, 'B', 2), line(3, 'C', 1)], coupon: null },
      { items: [line(10, 'B', 2), line(11, 'D', 4)], coupon: null },
    );
    expect(plan.add).toEqual([
      { sku: 'A', qty: 1 },
      { sku: 'C', qty: 1 },
    ]);
    // B has the same quantity in both carts: nothing to write; D (customer only) is never touched.
    expect(plan.setQty).toEqual([]);
  });

  it('a line in both carts takes the guest quantity, never the sum', () => {
    const plan = planCartMerge(
      { items: [line(1, 'B', 3)], coupon: null },
      { items: [line(10, 'B', 1)], coupon: null },
    );
    expect(plan.add).toEqual([]);
    expect(plan.setQty).toEqual([{ itemId: 10, sku: 'B', qty: 3 }]);
  });

  it('removes and applies again the guest coupon, else the customer coupon', () => {
    expect(planCartMerge({ items: [], coupon: 'LEESFEEST10' }, { items: [], coupon: 'WELKOM5' }).coupon).toBe(
      'LEESFEEST10',
    );
    expect(planCartMerge({ items: [], coupon: null }, { items: [], coupon: 'WELKOM5' }).coupon).toBe(
      'WELKOM5',
    );
    expect(planCartMerge({ items: [], coupon: null }, { items: [], coupon: null }).coupon).toBeNull();
  });

  it('Vue Storefront #4641: a configured line keeps its options and another configuration is another line', () => {
    const plan = planCartMerge(
      { items: [line(1, 'SHIRT', 1, option('S')), line(2, 'SHIRT', 1, option('M'))], coupon: null },
      { items: [line(10, 'SHIRT', 1, option('M'))], coupon: null },
    );
    expect(plan.add).toEqual([{ sku: 'SHIRT', qty: 1, productOption: option('S') }]);
    expect(plan.setQty).toEqual([]);
  });

  it('Vue Storefront #4305: a customer without a cart yet gets every guest line', () => {
    const plan = planCartMerge({ items: [line(1, 'A', 1)], coupon: null }, { items: [], coupon: null });
    expect(plan.add).toEqual([{ sku: 'A', qty: 1 }]);
  });

  it('compares options whatever order their keys were written in', () => {
    expect(lineKey({ sku: 'X', product_option: { a: 1, b: [2, { d: 1, c: 2 }] } })).toBe(
      lineKey({ sku: 'X', product_option: { b: [2, { c: 2, d: 1 }], a: 1 } }),
    );
    expect(lineKey({ sku: 'X' })).toBe(lineKey({ sku: 'X', product_option: null }));
  });
});
