import { randomBytes } from 'node:crypto';
import type { StateDatabase } from '../db/stateDatabase';

export interface CartRow {
  id: string;
  store_code: string;
  /** The customer of a customer cart; null for a guest cart. */
  customer_id: number | null;
  /** A customer has one active cart; an order placed from it makes it inactive (the checkout's part). */
  is_active: number;
  coupon_code: string | null;
  /** The checkout's shipping choice (POST /api/cart/shipping-information); null until it is made. */
  shipping_country: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemRow {
  item_id: number;
  cart_id: string;
  sku: string;
  qty: number;
  /** JSON of the cart item's product_option, or null. */
  product_option: string | null;
  option_key: string;
}

/** Carts and their lines in SQLite; callers run multi-step changes inside `transaction`. */
export class CartRepository {
  private readonly statements;

  constructor(private readonly db: StateDatabase) {
    this.statements = {
      insertCart: db.prepare<[string, string, string, string]>(
        `INSERT INTO carts (id, store_code, created_at, updated_at) VALUES (?, ?, ?, ?)`,
      ),
      cart: db.prepare<[string], CartRow>(`SELECT * FROM carts WHERE id = ?`),
      activeCartOf: db.prepare<[number], CartRow>(
        `SELECT * FROM carts WHERE customer_id = ? AND is_active = 1`,
      ),
      insertCustomerCart: db.prepare<[string, string, number, string, string]>(
        `INSERT INTO carts (id, store_code, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
      ),
      setCoupon: db.prepare<[string | null, string, string]>(
        `UPDATE carts SET coupon_code = ?, updated_at = ? WHERE id = ?`,
      ),
      setShipping: db.prepare<[string, string, string, string, string]>(
        `UPDATE carts SET shipping_country = ?, shipping_carrier_code = ?, shipping_method_code = ?, updated_at = ?
         WHERE id = ?`,
      ),
      close: db.prepare<[string, string]>(`UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?`),
      reopen: db.prepare<[string, string]>(`UPDATE carts SET is_active = 1, updated_at = ? WHERE id = ?`),
      deleteItems: db.prepare<[string]>(`DELETE FROM cart_items WHERE cart_id = ?`),
      touchCart: db.prepare<[string, string]>(`UPDATE carts SET updated_at = ? WHERE id = ?`),
      items: db.prepare<[string], CartItemRow>(
        `SELECT item_id, cart_id, sku, qty, product_option, option_key FROM cart_items WHERE cart_id = ? ORDER BY item_id`,
      ),
      item: db.prepare<[string, number], CartItemRow>(
        `SELECT item_id, cart_id, sku, qty, product_option, option_key FROM cart_items WHERE cart_id = ? AND item_id = ?`,
      ),
      line: db.prepare<[string, string, string], CartItemRow>(
        `SELECT item_id, cart_id, sku, qty, product_option, option_key FROM cart_items WHERE cart_id = ? AND sku = ? AND option_key = ?`,
      ),
      insertItem: db.prepare<{
        cart_id: string;
        sku: string;
        qty: number;
        product_option: string | null;
        option_key: string;
        now: string;
      }>(
        `INSERT INTO cart_items (cart_id, sku, qty, product_option, option_key, created_at, updated_at)
         VALUES (@cart_id, @sku, @qty, @product_option, @option_key, @now, @now)`,
      ),
      updateQty: db.prepare<[number, string, number]>(
        `UPDATE cart_items SET qty = ?, updated_at = ? WHERE item_id = ?`,
      ),
      deleteItem: db.prepare<[string, number]>(`DELETE FROM cart_items WHERE cart_id = ? AND item_id = ?`),
    };
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  /** A guest cart id: a random token, like Magento's masked quote ids. */
  create(storeCode: string, now: Date): string {
    const id = randomBytes(16).toString('hex');
    const stamp = now.toISOString();
    this.statements.insertCart.run(id, storeCode, stamp, stamp);
    return id;
  }

  /** The customer's active cart, created when there is none (Magento's carts/mine). */
  activeCartOf(customerId: number, storeCode: string, now: Date): CartRow {
    const existing = this.statements.activeCartOf.get(customerId);
    if (existing) return existing;
    const id = randomBytes(16).toString('hex');
    const stamp = now.toISOString();
    this.statements.insertCustomerCart.run(id, storeCode, customerId, stamp, stamp);
    const created = this.find(id);
    if (!created) throw new Error(`cart ${id} vanished while it was written`);
    return created;
  }

  findActiveCartOf(customerId: number): CartRow | undefined {
    return this.statements.activeCartOf.get(customerId);
  }

  setCoupon(cartId: string, code: string | null, now: Date): void {
    this.statements.setCoupon.run(code, now.toISOString(), cartId);
  }

  setShipping(
    cartId: string,
    choice: { country: string; carrierCode: string; methodCode: string },
    now: Date,
  ): void {
    this.statements.setShipping.run(
      choice.country,
      choice.carrierCode,
      choice.methodCode,
      now.toISOString(),
      cartId,
    );
  }

  /** An ordered cart: emptied and inactive, so a customer's next create starts a new one. */
  closeOrdered(cartId: string, now: Date): void {
    this.statements.deleteItems.run(cartId);
    this.statements.close.run(now.toISOString(), cartId);
  }

  /**
   * Gives an ordered cart back to its shopper with these lines (the order was cancelled): a customer's own
   * cart becomes active again unless they already have another active cart, which then takes the lines.
   * Answers the id of the cart that holds them.
   */
  restoreOrdered(cartId: string, lines: readonly CartItemRow[], now: Date): string {
    const ordered = this.find(cartId);
    if (!ordered) throw new Error(`cart ${cartId} vanished before it was given back`);
    const active = ordered.customer_id === null ? undefined : this.findActiveCartOf(ordered.customer_id);
    const target = active ?? ordered;
    if (!active) this.statements.reopen.run(now.toISOString(), cartId);
    for (const line of lines) {
      const same = this.line(target.id, line.sku, line.option_key);
      if (same) this.setQty(target.id, same.item_id, same.qty + line.qty, now);
      else
        this.addItem(
          target.id,
          {
            sku: line.sku,
            qty: line.qty,
            productOption: line.product_option === null ? null : (JSON.parse(line.product_option) as unknown),
            optionKey: line.option_key,
          },
          now,
        );
    }
    return target.id;
  }

  find(cartId: string): CartRow | undefined {
    return this.statements.cart.get(cartId);
  }

  items(cartId: string): CartItemRow[] {
    return this.statements.items.all(cartId);
  }

  item(cartId: string, itemId: number): CartItemRow | undefined {
    return this.statements.item.get(cartId, itemId);
  }

  /** The line of this sku with the same options, which adding the sku again increases (Magento's behaviour). */
  line(cartId: string, sku: string, optionKey: string): CartItemRow | undefined {
    return this.statements.line.get(cartId, sku, optionKey);
  }

  addItem(
    cartId: string,
    item: { sku: string; qty: number; productOption: unknown; optionKey: string },
    now: Date,
  ): CartItemRow {
    const stamp = now.toISOString();
    const { lastInsertRowid } = this.statements.insertItem.run({
      cart_id: cartId,
      sku: item.sku,
      qty: item.qty,
      product_option:
        item.productOption === undefined || item.productOption === null
          ? null
          : JSON.stringify(item.productOption),
      option_key: item.optionKey,
      now: stamp,
    });
    this.statements.touchCart.run(stamp, cartId);
    return this.requireItem(cartId, Number(lastInsertRowid));
  }

  setQty(cartId: string, itemId: number, qty: number, now: Date): CartItemRow {
    const stamp = now.toISOString();
    this.statements.updateQty.run(qty, stamp, itemId);
    this.statements.touchCart.run(stamp, cartId);
    return this.requireItem(cartId, itemId);
  }

  deleteItem(cartId: string, itemId: number, now: Date): boolean {
    const { changes } = this.statements.deleteItem.run(cartId, itemId);
    if (changes > 0) this.statements.touchCart.run(now.toISOString(), cartId);
    return changes > 0;
  }

  private requireItem(cartId: string, itemId: number): CartItemRow {
    const row = this.item(cartId, itemId);
    if (!row) throw new Error(`cart item ${itemId} of cart ${cartId} vanished while it was written`);
    return row;
  }
}

/** A stable key of a product_option value, so lines with the same options are recognised whatever the key order. */
export function optionKeyOf(productOption: unknown): string {
  return productOption === undefined || productOption === null ? '' : canonicalJson(productOption);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
