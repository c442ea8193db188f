import { describe, expect, it } from 'vitest';
import type { OrderHistoryItem } from '@shop/contracts';
import { orderedSkus } from './orderedBooks';

const order = (status: string, lines: [sku: string, qty: number][]): OrderHistoryItem => ({
  entity_id: 1,
  increment_id: '000000001',
  status,
  created_at: '2025-03-15 10:00:00',
  order_currency_code: 'EUR',
  subtotal_incl_tax: 0,
  tax_amount: 0,
  discount_amount: 0,
  shipping_incl_tax: 0,
  grand_total: 0,
  items: lines.map(([sku, qty], i) => ({
    item_id: i + 1,
    sku,
    name: sku,
    qty_ordered: qty,
    price_incl_tax: 9.99,
    row_total_incl_tax: 9.99 * qty,
  })),
});

describe('orderedSkus', () => {
  it('lists every sku of the orders once, newest order first', () => {
    const orders = [
      order('pending', [['EBOOK-2', 1]]),
      order('processing', [
        ['EBOOK-1', 1],
        ['EBOOK-2', 2],
      ]),
      order('complete', [['AUDIO-1', 1]]),
    ];
    expect(orderedSkus(orders)).toEqual(['EBOOK-2', 'EBOOK-1', 'AUDIO-1']);
  });

  it('leaves out orders whose card payment is running or was refused', () => {
    const orders = [
      order('pending_payment', [['EBOOK-1', 1]]),
      order('canceled', [['EBOOK-2', 1]]),
      order('complete', [['AUDIO-1', 1]]),
    ];
    expect(orderedSkus(orders)).toEqual(['AUDIO-1']);
  });

  it('gives nothing for no orders', () => {
    expect(orderedSkus([])).toEqual([]);
  });
});
