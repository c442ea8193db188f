import { describe, expect, it } from 'vitest';
import { lineStockMessage, onlyAvailableError } from './lineStock';
import { NOT_VERIFIED_STOCK } from './stockStatus';

const managed = (qty: number) => ({ qty, status: 'ok' as const, isManageStock: true, isInStock: true });

describe('seed 000 §4, §8: the stock message of a cart line', () => {
  it("says 'In stock!' while the stock covers the line", () => {
    expect(lineStockMessage(managed(12), 2)).toEqual({ code: 'OK', message: 'In stock!', isError: false });
    expect(lineStockMessage(managed(2), 2).code).toBe('OK');
  });

  it("says 'Only N available' when the line asks more than the stock", () => {
    expect(lineStockMessage(managed(2), 3)).toEqual({
      code: 'QTY_NOT_AVAILABLE',
      message: 'Only 2 available',
      isError: true,
    });
  });

  it("says 'Out of the stock!' for a product out of stock", () => {
    expect(
      lineStockMessage({ qty: 0, status: 'out_of_stock', isManageStock: true, isInStock: false }, 1),
    ).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Out of the stock!',
      isError: true,
    });
  });

  it('warns that unverified (volatile) stock is a pre-reservation', () => {
    expect(lineStockMessage(NOT_VERIFIED_STOCK, 1)).toEqual({
      code: 'VOLATILE',
      message:
        'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
      isError: false,
    });
  });

  it('unmanaged stock is always in stock, whatever the quantity', () => {
    expect(lineStockMessage({ qty: 0, status: 'ok', isManageStock: false, isInStock: true }, 50).code).toBe(
      'OK',
    );
  });
});

describe("seed 000 §8 'only N available': a quantity refused for lack of stock", () => {
  it('names the managed stock (12 in stock)', () => {
    expect(onlyAvailableError(managed(12))).toEqual({
      code: 'QTY_NOT_AVAILABLE',
      message: 'Only 12 available',
      field: 'qty',
    });
  });

  it('says nothing it cannot know: unmanaged, empty or unknown stock stays out of stock', () => {
    expect(onlyAvailableError({ qty: 0, status: 'ok', isManageStock: false, isInStock: true })).toBeNull();
    expect(onlyAvailableError(managed(0))).toBeNull();
    expect(onlyAvailableError(null)).toBeNull();
  });
});
