import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogFile, type DemoManifest, type ProductDocument } from '@shop/contracts';
import { generateDemoData } from '../generate/index';

/**
 * Test support for the upstreams' HTTP tests: a small generated demo data set in a temp dir, helpers to pin
 * a few products to known values, and a tiny client for the `{ code, result }` envelope.
 */
export interface TestDirs {
  root: string;
  dataDir: string;
  stateDir: string;
  manifest: DemoManifest;
  remove(): Promise<void>;
}

/** The test data's "today": special price windows and dates are generated around it. */
export const TEST_TODAY = '2025-03-15';

export async function createTestDirs(products = 40): Promise<TestDirs> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'upstreams-test-'));
  const dataDir = path.join(root, 'demo');
  const manifest = await generateDemoData({ out: dataDir, products, seed: 42, today: TEST_TODAY });
  return {
    root,
    dataDir,
    stateDir: path.join(root, 'state'),
    manifest,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** Rewrites products of the demo catalogue in every index (before a service starts), to pin the values a test counts with. */
export async function patchProducts(
  dataDir: string,
  indexes: readonly string[],
  patches: Record<string, (product: ProductDocument) => ProductDocument>,
): Promise<void> {
  for (const index of indexes) {
    const file = path.join(dataDir, catalogFile(index, 'product'));
    const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line.trim() !== '');
    const patched = lines.map((line) => {
      const product = JSON.parse(line) as ProductDocument;
      const patch = patches[product.sku];
      return patch ? JSON.stringify(patch(product)) : line;
    });
    await writeFile(file, patched.join('\n') + '\n');
  }
}

export async function readProducts(dataDir: string, index: string): Promise<ProductDocument[]> {
  const text = await readFile(path.join(dataDir, catalogFile(index, 'product')), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ProductDocument);
}

export interface EnvelopeAnswer<T> {
  status: number;
  code: number;
  result: T;
  /** Present only when the upstream adds them (the reading programme's 404 and 1062 answers). */
  error?: boolean;
  errno?: number;
}

export async function call<T = unknown>(
  baseUrl: string,
  pathAndQuery: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<EnvelopeAnswer<T>> {
  const response = await fetch(baseUrl + pathAndQuery, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as { code: number; result: T; error?: boolean; errno?: number };
  return {
    status: response.status,
    code: json.code,
    result: json.result,
    ...(json.error === undefined ? {} : { error: json.error }),
    ...(json.errno === undefined ? {} : { errno: json.errno }),
  };
}
