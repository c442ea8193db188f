import { describe, expect, it } from 'vitest';
import { matchesCart } from './orderProducts';

/** A cart of two round-priced books: 53.00 once and 21.20 twice. */
const cart = [
  { sku: 'A', qty: 1, price: 53 },
  { sku: 'B', qty: 2, price: 21.2 },
];

describe("an order's products against the cart (POST /api/order)", () => {
  it('match the same skus and quantities, with or without the prices the shop showed', () => {
    expect(
      matchesCart(
        [
          { sku: 'B', qty: 2 },
          { sku: 'A', qty: 1 },
        ],
        cart,
      ),
    ).toBe(true);
    expect(
      matchesCart(
        [
          { sku: 'A', qty: 1, priceInclTax: 53 },
          { sku: 'B', qty: 2, priceInclTax: 21.2 },
        ],
        cart,
      ),
    ).toBe(true);
  });

  it('allow a cent of rounding in a price, not more', () => {
    const withPrice = (priceInclTax: number) => [
      { sku: 'A', qty: 1, priceInclTax },
      { sku: 'B', qty: 2 },
    ];
    expect(matchesCart(withPrice(53.01), cart)).toBe(true);
    expect(matchesCart(withPrice(52.99), cart)).toBe(true);
    expect(matchesCart(withPrice(53.02), cart)).toBe(false);
    // 21.21 − 21.20 is 0.010000000000002 in binary floating point: still one cent.
    expect(matchesCart([cart[0]!, { sku: 'B', qty: 2, priceInclTax: 21.21 }], cart)).toBe(true);
    expect(matchesCart([cart[0]!, { sku: 'B', qty: 2, priceInclTax: 21.19 }], cart)).toBe(true);
    expect(matchesCart([cart[0]!, { sku: 'B', qty: 2, priceInclTax: 21.22 }], cart)).toBe(false);
    expect(matchesCart(withPrice(49.99), cart)).toBe(false);
  });

  it('count the lines of one sku together, on both sides', () => {
    const split = [...cart, { sku: 'A', qty: 2, price: 53 }];
    expect(
      matchesCart(
        [
          { sku: 'A', qty: 3 },
          { sku: 'B', qty: 2 },
        ],
        split,
      ),
    ).toBe(true);
    expect(
      matchesCart(
        [
          { sku: 'A', qty: 1 },
          { sku: 'A', qty: 2 },
          { sku: 'B', qty: 2 },
        ],
        split,
      ),
    ).toBe(true);
  });

  it('refuse another quantity, a product the cart lacks, and a cart line the order leaves out', () => {
    expect(
      matchesCart(
        [
          { sku: 'A', qty: 1 },
          { sku: 'B', qty: 1 },
        ],
        cart,
      ),
    ).toBe(false);
    expect(matchesCart([...cart, { sku: 'C', qty: 1 }], cart)).toBe(false);
    expect(matchesCart([{ sku: 'A', qty: 1 }], cart)).toBe(false);
  });
});
