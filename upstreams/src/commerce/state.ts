import type { StockDocument } from '@shop/contracts';
import type { StateDatabase } from '../db/stateDatabase';
import { seedDemoAccounts, type DemoAccounts } from './accounts/demoAccounts';

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
  // Customers, their sessions and orders, customer carts and coupons, the mail outbox, newsletter, reviews.
  `
  CREATE TABLE customers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    firstname TEXT NOT NULL,
    lastname TEXT NOT NULL,
    group_id INTEGER NOT NULL DEFAULT 0,
    store_id INTEGER NOT NULL DEFAULT 1,
    website_id INTEGER NOT NULL DEFAULT 1,
    password_hash TEXT NOT NULL,
    failures_num INTEGER NOT NULL DEFAULT 0,
    lock_expires INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE customer_addresses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    address TEXT NOT NULL
  );
  CREATE INDEX customer_addresses_by_customer ON customer_addresses (customer_id);
  CREATE TABLE customer_tokens (
    token_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX customer_tokens_by_customer ON customer_tokens (customer_id);
  CREATE TABLE password_reset_tokens (
    customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL,
    issued_at INTEGER NOT NULL
  );
  ALTER TABLE carts ADD COLUMN customer_id INTEGER REFERENCES customers (id);
  ALTER TABLE carts ADD COLUMN is_active INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE carts ADD COLUMN coupon_code TEXT;
  CREATE UNIQUE INDEX carts_active_of_customer ON carts (customer_id) WHERE customer_id IS NOT NULL AND is_active = 1;
  CREATE TABLE orders (
    entity_id INTEGER PRIMARY KEY AUTOINCREMENT,
    increment_id TEXT NOT NULL UNIQUE,
    customer_id INTEGER REFERENCES customers (id),
    customer_email TEXT NOT NULL,
    status TEXT NOT NULL,
    store_code TEXT NOT NULL,
    coupon_code TEXT,
    order_currency_code TEXT NOT NULL,
    subtotal_incl_tax REAL NOT NULL,
    tax_amount REAL NOT NULL,
    discount_amount REAL NOT NULL,
    shipping_incl_tax REAL NOT NULL,
    grand_total REAL NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX orders_by_customer ON orders (customer_id, created_at);
  CREATE TABLE order_items (
    item_id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    name TEXT NOT NULL,
    qty_ordered REAL NOT NULL,
    price_incl_tax REAL NOT NULL,
    row_total_incl_tax REAL NOT NULL
  );
  CREATE INDEX order_items_by_order ON order_items (order_id);
  CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    source_address TEXT NOT NULL,
    target_address TEXT NOT NULL COLLATE NOCASE,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT,
    sent_at TEXT NOT NULL
  );
  CREATE INDEX mail_outbox_by_target ON mail_outbox (target_address, id);
  CREATE TABLE newsletter_subscribers (
    email TEXT PRIMARY KEY COLLATE NOCASE,
    status TEXT NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
    updated_at TEXT NOT NULL
  );
  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL,
    product_sku TEXT NOT NULL,
    title TEXT NOT NULL,
    detail TEXT NOT NULL,
    nickname TEXT NOT NULL,
    rating INTEGER,
    customer_id INTEGER REFERENCES customers (id),
    status INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX reviews_by_sku ON reviews (product_sku, status);
  `,
  // The checkout: the cart's shipping choice; an order's cart, idempotency key, methods and addresses.
  `
  ALTER TABLE carts ADD COLUMN shipping_country TEXT;
  ALTER TABLE carts ADD COLUMN shipping_carrier_code TEXT;
  ALTER TABLE carts ADD COLUMN shipping_method_code TEXT;
  ALTER TABLE orders ADD COLUMN cart_id TEXT;
  ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
  ALTER TABLE orders ADD COLUMN shipping_method TEXT;
  ALTER TABLE orders ADD COLUMN payment_method TEXT;
  ALTER TABLE orders ADD COLUMN shipping_address TEXT;
  ALTER TABLE orders ADD COLUMN billing_address TEXT;
  ALTER TABLE orders ADD COLUMN b2b_discount_amount REAL NOT NULL DEFAULT 0;
  CREATE UNIQUE INDEX orders_by_cart ON orders (cart_id) WHERE cart_id IS NOT NULL;
  CREATE UNIQUE INDEX orders_by_idempotency_key ON orders (idempotency_key) WHERE idempotency_key IS NOT NULL;
  `,
  // Card payments: an order's one payment, and the local card simulator's payments (Adyen's side). A cancelled
  // order gives its cart back, so a cart is ordered once among the orders that are not cancelled.
  `
  CREATE TABLE card_payments (
    order_id INTEGER PRIMARY KEY REFERENCES orders (entity_id),
    psp_reference TEXT,
    result_code TEXT NOT NULL,
    refusal_reason TEXT,
    action TEXT,
    cart_lines TEXT NOT NULL,
    held_mail TEXT,
    return_url TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE standin_card_payments (
    psp_reference TEXT PRIMARY KEY,
    merchant_reference TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    amount_value INTEGER NOT NULL,
    currency TEXT NOT NULL,
    last_four TEXT NOT NULL,
    result_code TEXT NOT NULL,
    refusal_reason TEXT,
    return_url TEXT NOT NULL,
    challenge_reference TEXT UNIQUE,
    refusal_after_challenge TEXT,
    decision TEXT,
    redirect_result TEXT UNIQUE,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX standin_card_payments_by_reference ON standin_card_payments (merchant_reference);
  DROP INDEX orders_by_cart;
  CREATE UNIQUE INDEX orders_by_cart ON orders (cart_id) WHERE cart_id IS NOT NULL AND status <> 'canceled';
  `,
  // seed 001 §3: teachers and directors are shop customers whose profile carries the reading programme's session.
  `
  CREATE TABLE class_reading_staff (
    customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE
  );
  `,
  // seed 000 §3: an ordered line keeps its product_option (a bundle's chosen options), as the cart line did.
  `
  ALTER TABLE order_items ADD COLUMN product_option TEXT;
  `,
];

/**
 * What the seed and the state's layout are versions of, besides the demo data: a state file seeded before
 * this version (without demo customers, say) is seeded again on start (see db/stateDatabase). Raise it
 * when the seed changes.
 */
export const COMMERCE_SEED_VERSION = 3;

export function commerceStateFingerprint(demoData: string): string {
  return JSON.stringify({ demoData, seed: COMMERCE_SEED_VERSION, schema: COMMERCE_MIGRATIONS.length });
}

/** Magento's default sale limits of a stock item. */
export const DEFAULT_SALE_QTY = { min: 1, max: 10000 } as const;

export interface CommerceSeed {
  stock: ReadonlyMap<string, StockDocument>;
  /** Demo customers, orders and reviews (accounts/demoAccounts.ts), passwords already hashed. */
  accounts: DemoAccounts;
}

export function seedCommerceState(db: StateDatabase, { stock, accounts }: CommerceSeed): void {
  seedStock(db, stock, accounts.lowStock);
  seedDemoAccounts(db, accounts);
}

function seedStock(
  db: StateDatabase,
  stock: ReadonlyMap<string, StockDocument>,
  lowStock: DemoAccounts['lowStock'],
): void {
  const insert = db.prepare(
    `INSERT INTO stock_items (sku, product_id, qty, is_in_stock, manage_stock, is_qty_decimal, min_sale_qty, max_sale_qty)
     VALUES (@sku, @product_id, @qty, @is_in_stock, @manage_stock, @is_qty_decimal, @min_sale_qty, @max_sale_qty)`,
  );
  for (const [sku, item] of stock) {
    insert.run({
      sku,
      product_id: item.product_id,
      qty: sku === lowStock?.sku ? lowStock.qty : item.qty,
      is_in_stock: item.is_in_stock ? 1 : 0,
      manage_stock: item.manage_stock ? 1 : 0,
      is_qty_decimal: item.is_qty_decimal ? 1 : 0,
      min_sale_qty: DEFAULT_SALE_QTY.min,
      max_sale_qty: DEFAULT_SALE_QTY.max,
    });
  }
}
