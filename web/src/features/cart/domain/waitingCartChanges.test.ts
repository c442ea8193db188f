import { describe, expect, it } from 'vitest';
import {
  cartTaskMetaOf,
  conflictsOfLine,
  conflictsWithoutLine,
  lineConflictsOf,
  miniCartCountWithWaiting,
  NO_WAITING_CHANGES,
  priceChanged,
  priceConflictOf,
  waitingCartChanges,
} from './waitingCartChanges';

const task = (taskId: string, meta: Record<string, unknown>, transmitted = false) => ({
  taskId,
  meta,
  transmitted,
});

describe('cart changes waiting for the network (seed 001 §4 Offline queue)', () => {
  it('reads the cart tasks: lines added, quantities changed (the last one counts), lines removed', () => {
    const waiting = waitingCartChanges([
      task('t1', { kind: 'add', sku: 'A', qty: 2 }),
      task('t2', { kind: 'change', itemId: 'i1', qty: 3 }),
      task('t3', { kind: 'change', itemId: 'i1', qty: 5 }),
      task('t4', { kind: 'remove', itemId: 'i2' }),
      task('t5', { kind: 'add', sku: 'B', qty: 1 }, true),
      task('t6', { other: true }),
    ]);
    expect(waiting.added).toEqual([{ taskId: 't1', sku: 'A', qty: 2 }]);
    expect(waiting.changed).toEqual({ i1: { qty: 5 }, i2: 'removed' });
    expect(waitingCartChanges([])).toBe(NO_WAITING_CHANGES);
    expect(cartTaskMetaOf({ kind: 'add', sku: 'A' })).toBeNull();
  });

  it('counts the mini cart by quantity with what waits', () => {
    const lines = [
      { itemId: 'i1', qty: 1 },
      { itemId: 'i2', qty: 4 },
      { itemId: 'i3', qty: 2 },
    ];
    const waiting = waitingCartChanges([
      task('t1', { kind: 'add', sku: 'A', qty: 2 }),
      task('t2', { kind: 'change', itemId: 'i1', qty: 3 }),
      task('t3', { kind: 'remove', itemId: 'i2' }),
    ]);
    // 3 (changed) + 0 (removed) + 2 + 2 added.
    expect(miniCartCountWithWaiting(7, lines, waiting)).toBe(7);
    expect(miniCartCountWithWaiting(7, lines, NO_WAITING_CHANGES)).toBe(7);
    expect(
      miniCartCountWithWaiting(7, lines, waitingCartChanges([task('t1', { kind: 'add', sku: 'A', qty: 2 })])),
    ).toBe(9);
  });

  it('puts what the cart refused after the replay on its line: sold out meanwhile, only N available', () => {
    const soldOut = lineConflictsOf('t1', { kind: 'add', sku: 'A', qty: 2 }, [
      { code: 'OUT_OF_STOCK', message: 'The product is out of stock!' },
    ]);
    const tooMany = lineConflictsOf('t2', { kind: 'change', itemId: 'i1', qty: 9 }, [
      { code: 'QTY_NOT_AVAILABLE', message: 'Only 5 available' },
    ]);
    const conflicts = [...soldOut, ...tooMany];
    expect(conflictsOfLine(conflicts, { itemId: 'i1', sku: 'B' }).map((c) => c.message)).toEqual([
      'Only 5 available',
    ]);
    expect(conflictsOfLine(conflicts, { itemId: 'i9', sku: 'A' }).map((c) => c.code)).toEqual([
      'OUT_OF_STOCK',
    ]);
    expect(conflictsWithoutLine(conflicts, [{ itemId: 'i1', sku: 'B' }]).map((c) => c.sku)).toEqual(['A']);
    // A line removed offline that was gone already is as the shopper asked.
    expect(
      lineConflictsOf('t3', { kind: 'remove', itemId: 'i2' }, [{ code: 'ITEM_NOT_FOUND', message: 'gone' }]),
    ).toEqual([]);
  });

  it('sees a changed price by the cent', () => {
    expect(priceChanged(14.99, 14.99)).toBe(false);
    expect(priceChanged(14.99, 15.99)).toBe(true);
    expect(priceChanged(null, 15.99)).toBe(false);
  });

  it('puts a price changed meanwhile on the line whose quantity was changed offline', () => {
    const meta = { kind: 'change' as const, itemId: 'i1', qty: 2, price: 14.99 };
    expect(priceConflictOf('t1', meta, [{ itemId: 'i1', price: 15.99 }])).toMatchObject({
      itemId: 'i1',
      code: 'PRICE_CHANGED',
      message: '15.99',
    });
    expect(priceConflictOf('t1', meta, [{ itemId: 'i1', price: 14.99 }])).toBeNull();
    expect(priceConflictOf('t1', meta, [])).toBeNull();
    expect(priceConflictOf('t1', { kind: 'remove', itemId: 'i1' }, [{ itemId: 'i1', price: 1 }])).toBeNull();
  });
});
