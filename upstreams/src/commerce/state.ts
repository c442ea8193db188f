import type { StockDocument } from '@shop/contracts';
import type { StateDatabase } from '../db/stateDatabase';

/** The commerce platform's state (STATE_DIR/commerce.sqlite). Migration i brings the schema to version i + 1. */
export const COMMERCE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE stock_items (
    sku TEXT PRIMARY KEY,
    product_id INTEGER NOT NULL,
    qty REAL NOT NULL,
    is_in_stock INTEGER NOT NULL,
    manage_stock INTEGER NOT NULL,
    is_qty_decimal INTEGER NOT NULL,
    min_sale_qty REAL NOT NULL,
    max_sale_qty REAL NOT NULL
  );
  CREATE TABLE carts (
    id TEXT PRIMARY KEY,
    store_code TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE cart_items (
    item_id INTEGER PRIMARY KEY AUTOINCREMENT,
    cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    qty REAL NOT NULL CHECK (qty > 0),
    product_option TEXT,
    option_key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX cart_items_by_cart ON cart_items (cart_id, sku);
  `,
];

/** Magento's default sale limits of a stock item. */
export const DEFAULT_SALE_QTY = { min: 1, max: 10000 } as const;

export function seedCommerceState(db: StateDatabase, stock: ReadonlyMap<string, StockDocument>): void {
  const insert = db.prepare(
    `INSERT INTO stock_items (sku, product_id, qty, is_in_stock, manage_stock, is_qty_decimal, min_sale_qty, max_sale_qty)
     VALUES (@sku, @product_id, @qty, @is_in_stock, @manage_stock, @is_qty_decimal, @min_sale_qty, @max_sale_qty)`,
  );
  for (const [sku, item] of stock) {
    insert.run({
      sku,
      product_id: item.product_id,
      qty: item.qty,
      is_in_stock: item.is_in_stock ? 1 : 0,
      manage_stock: item.manage_stock ? 1 : 0,
      is_qty_decimal: item.is_qty_decimal ? 1 : 0,
      min_sale_qty: DEFAULT_SALE_QTY.min,
      max_sale_qty: DEFAULT_SALE_QTY.max,
    });
  }
}
