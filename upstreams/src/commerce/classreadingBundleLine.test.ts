import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument, ServerCartItem } from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { call, createTestDirs, readProducts, type TestDirs } from '../shared/testing';
import { loadCommerceConfig } from './config';
import { startCommerce } from './server';

/**
 * seed 001 §5: a classreading bundle's cart lines say so (`extension_attributes.is_classreading_bundle`, the
 * publisher's quote item attribute), so the shop can keep other products out of a cart holding one.
 */
let dirs: TestDirs;
let service: RunningService;
let base: string;
let bundle: ProductDocument;
let book: ProductDocument;

beforeAll(async () => {
  dirs = await createTestDirs();
  const products = await readProducts(dirs.dataDir, 'nl_be');
  const found = products.find((p) => p.type_id === 'bundle' && p.is_classreading_bundle && p.status < 2);
  const simple = products.find(
    (p) =>
      p.type_id === 'simple' && p.status < 2 && p.visibility === 4 && p.stock.is_in_stock && p.stock.qty >= 1,
  );
  if (!found || !simple) throw new Error('the demo data has no classreading bundle or no book');
  [bundle, book] = [found, simple];
  service = await startCommerce(
    loadCommerceConfig({
      COMMERCE_PORT: '0',
      DEMO_DATA_DIR: dirs.dataDir,
      STATE_DIR: dirs.stateDir,
      NODE_ENV: 'test',
    }),
  );
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

describe('cart lines of a classreading bundle (seed 001 §5)', () => {
  it('say they are one; other lines say they are not', async () => {
    const bundleCart = (await call<string>(base, '/api/cart/create', { body: {} })).result;
    const added = await call<ServerCartItem>(base, `/api/cart/update?cartId=${bundleCart}`, {
      body: { cartItem: { sku: bundle.sku, qty: 1, quoteId: bundleCart } },
    });
    expect(added.result.extension_attributes).toEqual({ is_classreading_bundle: true });
    const pulled = await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${bundleCart}`);
    expect(pulled.result.map((item) => [item.sku, item.extension_attributes])).toEqual([
      [bundle.sku, { is_classreading_bundle: true }],
    ]);

    const bookCart = (await call<string>(base, '/api/cart/create', { body: {} })).result;
    const bookLine = await call<ServerCartItem>(base, `/api/cart/update?cartId=${bookCart}`, {
      body: { cartItem: { sku: book.sku, qty: 1, quoteId: bookCart } },
    });
    expect(bookLine.result.extension_attributes).toEqual({ is_classreading_bundle: false });
  });
});
