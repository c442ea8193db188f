import { describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES } from '@shop/contracts';
import { stockRejection } from './stockRules';

const managed = {
  qty: 3,
  is_in_stock: true,
  manage_stock: true,
  is_qty_decimal: false,
  min_sale_qty: 1,
  max_sale_qty: 10000,
};

describe('stock checks of a cart line', () => {
  it('accepts up to the stock quantity', () => {
    expect(stockRejection(managed, 3)).toBeNull();
  });

  it("answers Magento's messages for more than the stock and for out of stock", () => {
    expect(stockRejection(managed, 4)).toBe(COMMERCE_MESSAGES.notEnoughStock);
    expect(stockRejection({ ...managed, qty: 0, is_in_stock: false }, 1)).toBe(
      COMMERCE_MESSAGES.productNotAvailable,
    );
  });

  it('never refuses unmanaged stock for its quantity', () => {
    expect(stockRejection({ ...managed, manage_stock: false, qty: 0, is_in_stock: false }, 50)).toBeNull();
  });

  it('refuses decimal quantities of a product sold by the piece, and quantities outside the sale limits', () => {
    expect(stockRejection(managed, 1.5)).toBe('You cannot use decimal quantity for this product.');
    expect(stockRejection({ ...managed, min_sale_qty: 2 }, 1)).toBe('The fewest you may purchase is 2.');
    expect(stockRejection({ ...managed, max_sale_qty: 2 }, 3)).toBe('The most you may purchase is 2.');
  });
});
