/** Test support: a small generated data set in a temp dir, read back as documents. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CLASSREADING_FILE,
  catalogFile,
  contentFile,
  type CatalogEntities,
  type CatalogEntityType,
  type ClassreadingDemoData,
  type ContentDemoData,
  type DemoManifest,
} from '@shop/contracts';
import type { StoreCode } from '@shop/store-views';
import { generateDemoData, type GenerateOptions } from './generate';

export const TEST_TODAY = '2026-11-22';
export const INDEXES = ['nl_be', 'nl_nl', 'en_be', 'en_rw'] as const;

export interface SmallSet {
  dir: string;
  manifest: DemoManifest;
  documents<T extends CatalogEntityType>(index: string, type: T): Promise<CatalogEntities[T][]>;
  content(code: StoreCode): Promise<ContentDemoData>;
  classreading(): Promise<ClassreadingDemoData>;
  remove(): Promise<void>;
}

export async function generateSmallSet(options: Partial<GenerateOptions> = {}): Promise<SmallSet> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'demo-data-test-'));
  const dir = path.join(root, 'demo');
  const manifest = await generateDemoData({
    out: dir,
    products: 40,
    seed: 42,
    today: TEST_TODAY,
    ...options,
  });
  const json = async <T>(file: string) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as T;
  return {
    dir,
    manifest,
    documents: async (index, type) =>
      (await readFile(path.join(dir, catalogFile(index, type)), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    content: (code) => json<ContentDemoData>(contentFile(code)),
    classreading: () => json<ClassreadingDemoData>(CLASSREADING_FILE),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
