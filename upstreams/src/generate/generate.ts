/**
 * Writes a demo data directory (layout in @shop/contracts demoData.ts): the catalogue of the four
 * indexes, classreading.json, content/<store>.json and manifest.json, last.
 *
 * Products go through two passes over the same plans: the first finds the new releases (category 3
 * needs every publish date), the second renders and streams the documents. Output goes to a temp
 * directory beside `out` that replaces `out` when complete, so readers never see half a data set.
 */
import { mkdir, readFile, rename, rm, readdir, writeFile, open } from 'node:fs/promises';
import path from 'node:path';
import {
  CLASSREADING_FILE,
  DEMO_MANIFEST_FILE,
  NEW_RELEASES_CATEGORY_ID,
  catalogFile,
  contentFile,
  type CatalogEntityType,
  type DemoManifest,
} from '@shop/contracts';
import { finalPriceInclTax } from '@shop/pricing';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@shop/store-views';
import { attributeDocuments } from './attributes';
import { categoryDocuments } from './categories';
import { classreadingData } from './classreading';
import { cmsBlockDocuments, cmsPageDocuments } from './cms';
import { contentData } from './content';
import { dayOf, isoDay } from './dates';
import { LANGS, langOfStore, type Lang } from './language';
import { NdjsonWriter } from './ndjson';
import { coverPath, productDocument } from './productDocument';
import type { PlanContext } from './productPlan';
import { isNewReleaseCandidate, newReleaseCount, productPlans } from './productPlans';
import { CatalogSummary } from './summary';
import { taxRuleDocuments } from './taxRules';

/** Bump when the generated data changes shape or content, so ensureDemoData regenerates old data. */
export const DEMO_DATA_VERSION = 7;
export const DEFAULT_PRODUCTS = 2000;
export const DEFAULT_SEED = 20261122;
/** A fixed default 'today', so the same options give the same bytes on any day. */
export const DEFAULT_TODAY = '2026-11-22';

export interface GenerateOptions {
  out: string;
  /** Number of product documents, children of configurable products included (default 2000). */
  products?: number;
  seed?: number;
  /** YYYY-MM-DD: special price windows and publish dates are placed around it (default 2026-11-22). */
  today?: string;
}

interface Resolved {
  out: string;
  products: number;
  seed: number;
  today: number;
}

export class DemoDataOptionsError extends Error {
  override name = 'DemoDataOptionsError';
}

function resolve(options: GenerateOptions): Resolved {
  const products = options.products ?? DEFAULT_PRODUCTS;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(products) || products < 1 || products > 1_000_000)
    throw new DemoDataOptionsError(`products must be a whole number from 1 to 1000000, got ${products}`);
  if (!Number.isSafeInteger(seed)) throw new DemoDataOptionsError(`seed must be a whole number, got ${seed}`);
  if (!options.out) throw new DemoDataOptionsError('out (the demo data directory) is required');
  let today: number;
  try {
    today = dayOf(options.today ?? DEFAULT_TODAY);
  } catch (error) {
    throw new DemoDataOptionsError(`today: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { out: path.resolve(options.out), products, seed, today };
}

const INDEXES = STORE_CODES.map((code) => STORE_VIEWS[code].index);

export async function generateDemoData(options: GenerateOptions): Promise<DemoManifest> {
  const resolved = resolve(options);
  await assertReplaceable(resolved.out);
  const temp = `${resolved.out}.partial-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  try {
    const manifest = await writeDataSet(temp, resolved);
    await rm(resolved.out, { recursive: true, force: true });
    await rename(temp, resolved.out);
    return manifest;
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Generates only when <out>/manifest.json is missing or its version, seed or product count differ. */
export async function ensureDemoData(options: GenerateOptions): Promise<DemoManifest> {
  const resolved = resolve(options);
  const wanted = manifestOf(resolved);
  const current = await readManifest(resolved.out);
  if (current && sameDataSet(current, wanted)) return current;
  // Two services starting at once must not generate into the same place: one waits for the other.
  return withLock(`${resolved.out}.lock`, async () => {
    const again = await readManifest(resolved.out);
    if (again && sameDataSet(again, wanted)) return again;
    return generateDemoData(options);
  });
}

function manifestOf(resolved: Resolved): DemoManifest {
  return { version: DEMO_DATA_VERSION, seed: resolved.seed, products: resolved.products, indexes: INDEXES };
}

function sameDataSet(a: DemoManifest, b: DemoManifest): boolean {
  return a.version === b.version && a.seed === b.seed && a.products === b.products;
}

async function readManifest(dir: string): Promise<DemoManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, DEMO_MANIFEST_FILE), 'utf8')) as DemoManifest;
  } catch {
    return null;
  }
}

/** `out` is replaced as a whole: refuse a directory that holds something other than demo data. */
async function assertReplaceable(out: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(out);
  } catch {
    return;
  }
  if (entries.length > 0 && !entries.includes(DEMO_MANIFEST_FILE)) {
    throw new DemoDataOptionsError(
      `${out} is not empty and holds no ${DEMO_MANIFEST_FILE}; choose an empty or demo data directory`,
    );
  }
}

async function writeDataSet(dir: string, resolved: Resolved): Promise<DemoManifest> {
  const context: PlanContext = { seed: resolved.seed, products: resolved.products, today: resolved.today };
  const newReleases = findNewReleases(context);
  const summary = new CatalogSummary(resolved.today);
  const counts = await writeProducts(dir, context, newReleases, summary);
  summary.finish();

  for (const code of STORE_CODES) {
    const lang = langOfStore(code);
    const index = STORE_VIEWS[code].index;
    await writeDocuments(dir, index, 'category', categoryDocuments(lang, counts));
    await writeDocuments(dir, index, 'attribute', attributeDocuments(lang));
    await writeDocuments(dir, index, 'taxrule', taxRuleDocuments());
    await writeDocuments(dir, index, 'cms_page', cmsPageDocuments(code));
    await writeDocuments(dir, index, 'cms_block', cmsBlockDocuments(code));
  }
  await writeJson(dir, CLASSREADING_FILE, classreadingData(resolved.seed, resolved.today, summary.books));
  for (const code of STORE_CODES)
    await writeJson(dir, contentFile(code), contentData(code, summary, resolved.seed, resolved.today));
  const manifest = manifestOf(resolved);
  await writeJson(dir, DEMO_MANIFEST_FILE, manifest);
  return manifest;
}

/** Pass 1: the ids of the most recently published titles a shopper can see (seed 000 §9: category 3). */
function findNewReleases(context: PlanContext): Set<number> {
  const candidates: [day: number, id: number][] = [];
  for (const plan of productPlans(context)) {
    if (isNewReleaseCandidate(plan, context.today)) candidates.push([plan.publishDay, plan.id]);
  }
  candidates.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  return new Set(candidates.slice(0, newReleaseCount(context.products)).map(([, id]) => id));
}

/** Pass 2: streams every product document to the four indexes; returns products per category. */
async function writeProducts(
  dir: string,
  context: PlanContext,
  newReleases: Set<number>,
  summary: CatalogSummary,
): Promise<Map<number, number>> {
  const writers = new Map<StoreCode, NdjsonWriter>();
  for (const code of STORE_CODES)
    writers.set(
      code,
      await NdjsonWriter.open(path.join(dir, catalogFile(STORE_VIEWS[code].index, 'product'))),
    );
  const storesOf: Record<Lang, StoreCode[]> = {
    nl: STORE_CODES.filter((c) => langOfStore(c) === 'nl'),
    en: STORE_CODES.filter((c) => langOfStore(c) === 'en'),
  };
  const counts = new Map<number, number>();
  const waits: Promise<void>[] = [];
  const todayIso = isoDay(context.today);

  for (const plan of productPlans(context)) {
    const newRelease = newReleases.has(plan.id);
    const names = { nl: '', en: '' };
    let onSale = false;
    for (const lang of LANGS) {
      // Both stores of a language hold the same documents: serialise once, write twice.
      const parent = productDocument(plan, lang, newRelease);
      names[lang] = parent.name;
      // The shop's own price rule decides what is in a promotion today, so the joy action list agrees with prices.
      onSale = finalPriceInclTax(parent, todayIso) < parent.price;
      const lines = [
        JSON.stringify(parent),
        ...plan.children.map((child) => JSON.stringify(productDocument(child, lang, false, plan))),
      ];
      for (const code of storesOf[lang]) {
        const writer = writers.get(code) as NdjsonWriter;
        for (const line of lines) {
          const wait = writer.writeLine(line);
          if (wait) waits.push(wait);
        }
      }
    }
    if (waits.length > 0) await Promise.all(waits.splice(0));
    const categories = newRelease ? [...plan.categoryIds, NEW_RELEASES_CATEGORY_ID] : plan.categoryIds;
    for (const id of categories) counts.set(id, (counts.get(id) ?? 0) + 1);
    summary.add(
      plan,
      {
        id: plan.id,
        sku: plan.sku,
        kind: plan.kind,
        segment: plan.segment,
        name: names,
        author: plan.author,
        illustrator: plan.illustrator,
        publishDay: plan.publishDay,
        image: plan.hasImage ? coverPath(plan.sku) : 'no_selection',
        isbn: plan.isbn,
        themeIds: plan.themeIds,
        categoryIds: plan.categoryIds,
        onSale,
      },
      newRelease,
    );
  }
  for (const writer of writers.values()) await writer.close();
  return counts;
}

async function writeDocuments(
  dir: string,
  index: string,
  type: CatalogEntityType,
  documents: readonly unknown[],
): Promise<void> {
  const writer = await NdjsonWriter.open(path.join(dir, catalogFile(index, type)));
  for (const document of documents) await writer.write(document);
  await writer.close();
}

async function writeJson(dir: string, relativePath: string, value: unknown): Promise<void> {
  const file = path.join(dir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

const LOCK_WAIT_MS = 10 * 60 * 1000;

/** A lock file holding the owner's pid; a lock left by a process that died is taken over. */
async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(file), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(file, 'utf8').catch(() => ''));
      if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) await rm(file, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`Waited too long for ${file}; remove it if no demo data generation is running`);
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
