/**
 * The cart changes made offline that wait in the queue (seed 001 §4 'Offline queue'), as the cart shows them
 * until the replay applies them: a line added offline is a waiting line, a line changed or removed offline says
 * so; and what the cart refused once they were sent (sold out meanwhile, only N available) stays on its line.
 */
export type CartTaskMeta =
  | { kind: 'add'; sku: string; qty: number; name?: string }
  | { kind: 'change'; itemId: string; qty: number; price?: number }
  | { kind: 'remove'; itemId: string };

/** The meta of a cart task (offlineCartChanges.ts), or null for a task that is not one. */
export function cartTaskMetaOf(meta: Record<string, unknown>): CartTaskMeta | null {
  const { kind, sku, itemId, qty, name } = meta;
  const count = typeof qty === 'number' ? qty : null;
  if (kind === 'add' && typeof sku === 'string' && count !== null)
    return { kind, sku, qty: count, ...(typeof name === 'string' ? { name } : {}) };
  if (kind === 'change' && typeof itemId === 'string' && count !== null)
    return { kind, itemId, qty: count, ...(typeof meta.price === 'number' ? { price: meta.price } : {}) };
  if (kind === 'remove' && typeof itemId === 'string') return { kind, itemId };
  return null;
}

export interface WaitingLine {
  taskId: string;
  sku: string;
  qty: number;
  /** The product's name when the shop knew it; the sku otherwise. */
  name?: string;
}

export interface WaitingCartChanges {
  /** Lines added offline, in the order they were added. */
  added: readonly WaitingLine[];
  /** The lines of the cart changed offline: the quantity asked last, or removed. */
  changed: Readonly<Record<string, { qty: number } | 'removed'>>;
}

export const NO_WAITING_CHANGES: WaitingCartChanges = { added: [], changed: {} };

/** The waiting changes of the queue's untransmitted tasks, in the order they were made (the last one counts). */
export function waitingCartChanges(
  tasks: readonly { taskId: string; meta: Record<string, unknown>; transmitted: boolean }[],
): WaitingCartChanges {
  const added: WaitingLine[] = [];
  const changed: Record<string, { qty: number } | 'removed'> = {};
  for (const task of tasks) {
    if (task.transmitted) continue;
    const meta = cartTaskMetaOf(task.meta);
    if (meta?.kind === 'add') {
      const { kind: _kind, ...line } = meta;
      added.push({ taskId: task.taskId, ...line });
    } else if (meta?.kind === 'change') changed[meta.itemId] = { qty: meta.qty };
    else if (meta?.kind === 'remove') changed[meta.itemId] = 'removed';
  }
  return added.length === 0 && Object.keys(changed).length === 0 ? NO_WAITING_CHANGES : { added, changed };
}

export function hasWaitingChanges(waiting: WaitingCartChanges): boolean {
  return waiting.added.length > 0 || Object.keys(waiting.changed).length > 0;
}

/**
 * seed 000 §9 'the minicart counts by quantity': the cart's count with the waiting changes (lines added
 * offline counted, a line's changed quantity instead of its own, a removed line not).
 */
export function miniCartCountWithWaiting(
  itemsQty: number,
  lines: readonly { itemId: string; qty: number }[],
  waiting: WaitingCartChanges,
): number {
  const changedBy = lines.reduce((sum, line) => {
    const change = waiting.changed[line.itemId];
    if (change === 'removed') return sum - line.qty;
    return sum + (change ? change.qty - line.qty : 0);
  }, 0);
  return itemsQty + changedBy + waiting.added.reduce((sum, line) => sum + line.qty, 0);
}

/** A change the cart refused once the replay sent it: on the line of its item, or of its product when added. */
export interface LineConflict {
  taskId: string;
  sku: string | null;
  /** The product's name, of a line added offline when the shop knew it. */
  name: string | null;
  itemId: string | null;
  code: string;
  message: string;
}

/** The conflicts of a replayed cart task's answer: its user errors (OUT_OF_STOCK, 'Only N available'). */
export function lineConflictsOf(
  taskId: string,
  meta: CartTaskMeta | null,
  userErrors: readonly { code: string; message: string }[],
): LineConflict[] {
  if (!meta) return [];
  // A line removed offline that was gone already is as the shopper asked: no conflict.
  const errors =
    meta.kind === 'remove' ? userErrors.filter((error) => error.code !== 'ITEM_NOT_FOUND') : userErrors;
  return errors.map(({ code, message }) => ({
    taskId,
    sku: meta.kind === 'add' ? meta.sku : null,
    name: meta.kind === 'add' ? (meta.name ?? null) : null,
    itemId: meta.kind === 'add' ? null : meta.itemId,
    code,
    message,
  }));
}

/** The conflicts shown on a line of the cart: of its item, or of its product added offline. */
export function conflictsOfLine(
  conflicts: readonly LineConflict[],
  line: { itemId: string; sku: string },
): LineConflict[] {
  return conflicts.filter((conflict) => conflict.itemId === line.itemId || conflict.sku === line.sku);
}

/** The conflicts of lines added offline that are not in the cart (sold out meanwhile: never added). */
export function conflictsWithoutLine(
  conflicts: readonly LineConflict[],
  lines: readonly { itemId: string; sku: string }[],
): LineConflict[] {
  return conflicts.filter((conflict) => !lines.some((line) => conflictsOfLine([conflict], line).length > 0));
}

/**
 * 'Price changed': the unit price a line had when it was changed offline, beside the one the cart has now.
 * Cents compared, as the shop's prices have two decimals.
 */
export function priceChanged(seen: number | null | undefined, now: number): boolean {
  return typeof seen === 'number' && Math.round(seen * 100) !== Math.round(now * 100);
}

export const PRICE_CHANGED = 'PRICE_CHANGED';

/**
 * The conflict of a quantity changed offline whose line costs otherwise once the replay applied it (the price
 * changed meanwhile): on its line, its message the new unit price. None when the line is gone or costs the same.
 */
export function priceConflictOf(
  taskId: string,
  meta: CartTaskMeta | null,
  answeredLines: readonly { itemId: string; price: number }[],
): LineConflict | null {
  if (meta?.kind !== 'change') return null;
  const line = answeredLines.find((answered) => answered.itemId === meta.itemId);
  if (!line || !priceChanged(meta.price, line.price)) return null;
  return {
    taskId,
    sku: null,
    name: null,
    itemId: meta.itemId,
    code: PRICE_CHANGED,
    message: String(line.price),
  };
}
