import type { StockItem } from '@shop/contracts';
import type { StateDatabase } from '../db/stateDatabase';

interface StockRow {
  sku: string;
  product_id: number;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
  is_qty_decimal: number;
  min_sale_qty: number;
  max_sale_qty: number;
}

/** Magento's default (single-source) stock. */
const DEFAULT_STOCK_ID = 1;

export class StockRepository {
  private readonly bySku;
  private readonly bySkus;
  private readonly decrementQty;
  private readonly incrementQty;

  constructor(db: StateDatabase) {
    this.bySku = db.prepare<[string], StockRow>(`SELECT * FROM stock_items WHERE sku = ?`);
    this.bySkus = db.prepare<[string], StockRow>(
      `SELECT * FROM stock_items WHERE sku IN (SELECT value FROM json_each(?))`,
    );
    this.decrementQty = db.prepare<[number, number, string]>(
      `UPDATE stock_items SET qty = qty - ?, is_in_stock = CASE WHEN qty - ? > 0 THEN is_in_stock ELSE 0 END
       WHERE sku = ? AND manage_stock = 1`,
    );
    this.incrementQty = db.prepare<[number, number, string]>(
      `UPDATE stock_items SET qty = qty + ?, is_in_stock = CASE WHEN qty + ? > 0 THEN 1 ELSE is_in_stock END
       WHERE sku = ? AND manage_stock = 1`,
    );
  }

  /** An order takes its qty from managed stock; the item goes out of stock at 0 (Magento's default). */
  decrement(sku: string, qty: number): void {
    this.decrementQty.run(qty, qty, sku);
  }

  /** A cancelled order gives its qty back; the item is in stock again above 0 (Magento's cancel). */
  restock(sku: string, qty: number): void {
    this.incrementQty.run(qty, qty, sku);
  }

  find(sku: string): StockItem | undefined {
    const row = this.bySku.get(sku);
    return row && toStockItem(row);
  }

  /** The stock items of the known skus among these, in the order asked, each once. */
  findMany(skus: readonly string[]): StockItem[] {
    const unique = [...new Set(skus)];
    if (unique.length === 0) return [];
    const rows = this.bySkus.all(JSON.stringify(unique));
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    return unique.flatMap((sku) => {
      const row = bySku.get(sku);
      return row ? [toStockItem(row)] : [];
    });
  }
}

function toStockItem(row: StockRow): StockItem {
  return {
    item_id: row.product_id,
    product_id: row.product_id,
    product_sku: row.sku,
    stock_id: DEFAULT_STOCK_ID,
    qty: row.qty,
    is_in_stock: row.is_in_stock === 1,
    is_qty_decimal: row.is_qty_decimal === 1,
    manage_stock: row.manage_stock === 1,
    min_sale_qty: row.min_sale_qty,
    max_sale_qty: row.max_sale_qty,
  };
}
