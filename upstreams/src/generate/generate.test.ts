import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_DATA_VERSION, ensureDemoData, generateDemoData } from './generate';
import { generateSmallSet, INDEXES, TEST_TODAY, type SmallSet } from './testData';

async function treeHash(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
  const hashes = new Map<string, string>();
  for (const file of files.sort())
    hashes.set(
      path.relative(dir, file),
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    );
  return hashes;
}

const sets: SmallSet[] = [];
const small = async (options = {}) => {
  const set = await generateSmallSet(options);
  sets.push(set);
  return set;
};
afterAll(async () => Promise.all(sets.map((s) => s.remove())));

describe('generateDemoData', () => {
  it('gives byte-identical files for the same options', async () => {
    const [a, b] = await Promise.all([small(), small()]);
    const hashesA = await treeHash(a.dir);
    expect(hashesA.size).toBe(30);
    expect(await treeHash(b.dir)).toEqual(hashesA);
  });

  it('gives other products for another seed', async () => {
    const [a, b] = await Promise.all([small(), small({ seed: 43 })]);
    const names = async (set: SmallSet) => (await set.documents('nl_be', 'product')).map((p) => p.name);
    expect(await names(b)).not.toEqual(await names(a));
  });

  it('writes exactly the asked number of product documents, the same ids and skus in every index', async () => {
    const set = await small({ products: 57 });
    expect(set.manifest).toEqual({
      version: DEMO_DATA_VERSION,
      seed: 42,
      products: 57,
      indexes: [...INDEXES],
    });
    const skus = await Promise.all(
      INDEXES.map(async (index) => (await set.documents(index, 'product')).map((p) => `${p.id}:${p.sku}`)),
    );
    expect(skus[0]).toHaveLength(57);
    for (const other of skus.slice(1)) expect(other).toEqual(skus[0]);
  });

  it('rejects options it cannot honour', async () => {
    // Options are checked before anything is written.
    const out = path.join(os.tmpdir(), 'demo-data-never-written');
    await expect(generateDemoData({ out, products: 0 })).rejects.toThrow('products must be a whole number');
    await expect(generateDemoData({ out, today: '2026-02-30' })).rejects.toThrow('Not a calendar date');
  });
});

describe('ensureDemoData', () => {
  it('keeps data whose manifest matches and regenerates when the seed differs', async () => {
    const set = await small();
    const manifestFile = path.join(set.dir, 'manifest.json');
    const before = (await stat(manifestFile)).mtimeMs;
    expect(await ensureDemoData({ out: set.dir, products: 40, seed: 42, today: TEST_TODAY })).toEqual(
      set.manifest,
    );
    expect((await stat(manifestFile)).mtimeMs).toBe(before);

    const regenerated = await ensureDemoData({ out: set.dir, products: 40, seed: 7, today: TEST_TODAY });
    expect(regenerated.seed).toBe(7);
    expect(JSON.parse(await readFile(manifestFile, 'utf8'))).toEqual(regenerated);
  });

  it('generates into a missing directory, and refuses to replace a directory that is not demo data', async () => {
    const set = await small();
    const fresh = path.join(set.dir, '..', 'fresh');
    expect((await ensureDemoData({ out: fresh, products: 12, seed: 1 })).products).toBe(12);

    const foreign = path.join(set.dir, '..', 'foreign');
    await mkdir(foreign);
    await writeFile(path.join(foreign, 'notes.txt'), 'mine');
    await expect(generateDemoData({ out: foreign, products: 5 })).rejects.toThrow('holds no manifest.json');
    expect(await readFile(path.join(foreign, 'notes.txt'), 'utf8')).toBe('mine');
  });
});
