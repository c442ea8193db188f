import { describe, expect, it } from 'vitest';
import type { ServerCartItem } from '@shop/contracts';
import { addToCartOutcome, cartItemToSend, checkStockForCart, validatePrice, validateQty } from './addToCart';

describe('validatePrice (seed 000 §5)', () => {
  it("refuses a price_incl_tax below 0 with 'Product price is unknown, product cannot be added to the cart!'", () => {
    expect(validatePrice(-0.01)).toEqual({
      code: 'PRICE_UNKNOWN',
      message: 'Product price is unknown, product cannot be added to the cart!',
      field: 'sku',
    });
    expect(validatePrice(-12.5)?.code).toBe('PRICE_UNKNOWN');
  });

  it('allows a price of exactly 0 (zero-price products are allowed by setting)', () => {
    expect(validatePrice(0)).toBeNull();
  });

  it('allows a positive price', () => {
    expect(validatePrice(14.99)).toBeNull();
  });
});

describe('validateQty', () => {
  it('accepts 1 and more', () => {
    expect(validateQty(1)).toBeNull();
    expect(validateQty(3)).toBeNull();
    expect(validateQty(1.5)).toBeNull();
  });

  it('refuses quantities below 1', () => {
    for (const qty of [0, -1, 0.5, Number.NaN]) {
      expect(validateQty(qty)).toMatchObject({ code: 'INVALID_QTY', field: 'qty' });
    }
  });
});

describe('checkStockForCart (seed 000 §4: add if ok or volatile)', () => {
  it("refuses out_of_stock with 'The product is out of stock and cannot be added to the cart!'", () => {
    expect(checkStockForCart('out_of_stock')).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'The product is out of stock and cannot be added to the cart!',
      field: 'sku',
    });
  });

  it('lets ok and volatile through', () => {
    expect(checkStockForCart('ok')).toBeNull();
    expect(checkStockForCart('volatile')).toBeNull();
  });
});

describe('cartItemToSend', () => {
  const existing: ServerCartItem = {
    item_id: 7,
    quote_id: 'c1',
    sku: 'b1',
    qty: 2,
    name: 'Boek',
    price: 14.99,
    product_type: 'simple',
  };

  it('sends a new line with the quantity asked for', () => {
    expect(cartItemToSend('c1', 'b1', 3, undefined)).toEqual({ sku: 'b1', qty: 3, quoteId: 'c1' });
  });

  it('raises the quantity of the line already in the cart: 2 + 3 = 5 on item 7', () => {
    expect(cartItemToSend('c1', 'b1', 3, existing)).toEqual({ sku: 'b1', qty: 5, quoteId: 'c1', item_id: 7 });
  });
});

describe('addToCartOutcome (seed 000 §8)', () => {
  it("a new line: 'Product has been added to the cart!'", () => {
    expect(addToCartOutcome('ok', false)).toEqual({
      outcome: 'added',
      message: 'Product has been added to the cart!',
    });
  });

  it("a product already in the cart: 'Product quantity has been updated!'", () => {
    expect(addToCartOutcome('ok', true)).toEqual({
      outcome: 'quantity_updated',
      message: 'Product quantity has been updated!',
    });
  });

  it('volatile stock: the pre-reservation warning, new line or not', () => {
    const volatile = {
      outcome: 'volatile',
      message:
        'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    };
    expect(addToCartOutcome('volatile', false)).toEqual(volatile);
    expect(addToCartOutcome('volatile', true)).toEqual(volatile);
  });
});
