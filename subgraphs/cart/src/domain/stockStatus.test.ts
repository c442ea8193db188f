import { describe, expect, it } from 'vitest';
import type { StockItem } from '@shop/contracts';
import { stock } from '../upstream/fake';
import { NOT_VERIFIED_STOCK, stockCheckResult, stockStatus } from './stockStatus';

const stockItem = (overrides: Partial<StockItem>): StockItem => stock(1, '9789044840000', overrides);

describe('stockStatus (seed 000 §4)', () => {
  it('is ok for a managed product in stock', () => {
    expect(stockStatus({ manage_stock: true, is_in_stock: true })).toBe('ok');
  });

  it('is out_of_stock for a managed product out of stock', () => {
    expect(stockStatus({ manage_stock: true, is_in_stock: false })).toBe('out_of_stock');
  });

  it('is always ok when stock is not managed, even when the platform says it is not in stock', () => {
    expect(stockStatus({ manage_stock: false, is_in_stock: false })).toBe('ok');
  });
});

describe('stockCheckResult (seed 000 §3)', () => {
  it('reports qty, status and isManageStock of a managed item', () => {
    expect(stockCheckResult(stockItem({ qty: 12 }))).toEqual({
      qty: 12,
      status: 'ok',
      isManageStock: true,
      isInStock: true,
    });
    expect(stockCheckResult(stockItem({ qty: 0, is_in_stock: false }))).toEqual({
      qty: 0,
      status: 'out_of_stock',
      isManageStock: true,
      isInStock: false,
    });
  });

  it('reports an unmanaged item as in stock with qty 0', () => {
    expect(stockCheckResult(stockItem({ manage_stock: false, qty: 7, is_in_stock: false }))).toEqual({
      qty: 0,
      status: 'ok',
      isManageStock: false,
      isInStock: true,
    });
  });

  it('is volatile when not verified online (stock sync off)', () => {
    expect(NOT_VERIFIED_STOCK).toEqual({ qty: 0, status: 'volatile', isManageStock: false, isInStock: true });
  });
});
