import path from 'node:path';
import type { ProductDocument, StockItem } from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { SqliteDatabase, type SqliteOptions } from '../db/sqlite';
import { call, readProducts, TEST_TODAY, type TestDirs } from '../shared/testing';
import { loadCommerceConfig } from './config';
import { COMMERCE_STATE_FILE, startCommerce, type CommerceOptions } from './server';

/**
 * Test support for the commerce stand-in's HTTP tests: the platform started over a test data set, its state
 * file opened beside it, and the demo books the tests pin to round prices.
 */

/** Noon in Belgium on the test data's "today": inside the special price windows generated around it. */
export const testClock = (): Date => new Date(`${TEST_TODAY}T11:00:00Z`);

/**
 * The commerce platform on a free port over the test data, with the test clock and cheap password hashes;
 * `env` adds or overrides settings, `options` the clock or the card processor.
 */
export function startTestCommerce(
  dirs: Pick<TestDirs, 'dataDir' | 'stateDir'>,
  env: Record<string, string> = {},
  options: CommerceOptions = {},
): Promise<RunningService> {
  const config = loadCommerceConfig({
    COMMERCE_PORT: '0',
    DEMO_DATA_DIR: dirs.dataDir,
    STATE_DIR: dirs.stateDir,
    NODE_ENV: 'test',
    COMMERCE_PASSWORD_COST: '10',
    ...env,
  });
  return startCommerce(config, { clock: testClock, ...options });
}

/** The platform's state file, for what no call shows (close it after use). */
export function openCommerceState(
  dirs: Pick<TestDirs, 'stateDir'>,
  options: SqliteOptions = {},
): SqliteDatabase {
  return new SqliteDatabase(path.join(dirs.stateDir, COMMERCE_STATE_FILE), options);
}

/** How many orders the platform holds, placed by any call. */
export function countOrders(dirs: Pick<TestDirs, 'stateDir'>): number {
  const db = openCommerceState(dirs, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A product's stock quantity, as GET /api/stock/check answers it. */
export async function stockQty(baseUrl: string, sku: string): Promise<number> {
  return (await call<StockItem>(baseUrl, `/api/stock/check?sku=${encodeURIComponent(sku)}`)).result.qty;
}

/** Plain books of the demo data that sell in quantity (simple, enabled, 10 or more in managed stock), by id. */
export async function demoBooks(dataDir: string): Promise<ProductDocument[]> {
  return (await readProducts(dataDir, 'nl_be'))
    .filter(
      (p) =>
        p.type_id === 'simple' &&
        p.status === 1 &&
        p.stock.manage_stock &&
        p.stock.is_in_stock &&
        p.stock.qty >= 10,
    )
    .sort((a, b) => a.id - b.id);
}

/** A patch (for patchProducts) pinning a book to a round price incl. 6 % tax in Belgium, no special price. */
export const roundPriced =
  (price: number) =>
  (product: ProductDocument): ProductDocument => ({
    ...product,
    tax_class_id: 5,
    price,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
  });
