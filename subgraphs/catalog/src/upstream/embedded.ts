import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { create, insertMultiple, search, type Orama, type WhereCondition } from '@orama/orama';
import {
  catalogFile,
  type CatalogEntityType,
  type CategoryDocument,
  type ProductDocument,
  type TaxRuleDocument,
} from '@shop/contracts';
import type { Logger } from '@shop/service';
import { SEARCH_FIELD_BOOSTS, SEARCH_FUZZINESS, type SearchField } from '../domain/search';
import type { CatalogIndex, ProductFilter, ProductSearch, ProductSearchResult } from './CatalogIndex';

/**
 * The embedded catalogue index: one Orama database per store-view index, built at start from the demo
 * data's NDJSON documents. Orama holds only the fields searched, filtered or sorted on; the full
 * documents stay in maps by sku, so results are the index's own documents. Measured with 100,000
 * generated products on one index: about 19 s to build, 820 MB of heap (documents about 225 MB, the
 * rest Orama, mostly its text fields), 80-100 ms for a category page.
 */

/** The fields Orama indexes. Dates are numbers (YYYYMMDD, epoch seconds) so they filter by range and sort. */
const PRODUCT_SCHEMA = {
  name: 'string',
  sku: 'string',
  author: 'string',
  illustrator: 'string',
  category_names: 'string',
  description: 'string',
  category_ids: 'enum[]',
  visibility: 'enum',
  status: 'enum',
  type_id: 'enum',
  publish_date: 'number',
  price: 'number',
  updated_at: 'number',
} as const;

type ProductSchema = typeof PRODUCT_SCHEMA;
type ProductDatabase = Orama<ProductSchema>;

/** Only these are sorted on (seed 000 §9 sort options and list sorts); sort indexes of text fields would cost memory for nothing. */
const SORTABLE = new Set<string>(['publish_date', 'price', 'updated_at']);
const UNSORTABLE = Object.keys(PRODUCT_SCHEMA).filter((field) => !SORTABLE.has(field));

/**
 * Full descriptions are long: indexing them whole multiplied the index's memory by four at 100,000
 * products. Their opening words carry what a shopper searches for.
 */
const DESCRIPTION_INDEX_WORDS = 50;

const INSERT_BATCH = 1000;

/** Where a catalogue directory keeps one index's documents: catalogFile() relative to <DEMO_DATA_DIR>/catalog. */
export function catalogIndexFile(dataDir: string, index: string, type: CatalogEntityType): string {
  return path.join(dataDir, path.posix.relative('catalog', catalogFile(index, type)));
}

export class CatalogDataError extends Error {
  override name = 'CatalogDataError';
}

type Documents<T> = Iterable<T> | AsyncIterable<T>;

/** The documents of one store-view index. */
export interface IndexDocuments {
  products: Documents<ProductDocument>;
  categories: Documents<CategoryDocument>;
  taxRules: Documents<TaxRuleDocument>;
}

interface StoreIndex {
  database: ProductDatabase;
  productsBySku: Map<string, ProductDocument>;
  skuByUrlPath: Map<string, string>;
  /** Sorted by position ascending. */
  categories: CategoryDocument[];
  taxRules: TaxRuleDocument[];
}

export interface IndexStats {
  products: number;
  categories: number;
  taxRules: number;
}

export class EmbeddedCatalogIndex implements CatalogIndex {
  private constructor(private readonly indexes: ReadonlyMap<string, StoreIndex>) {}

  /** Builds the indexes from documents (tests, or any source of Vue Storefront documents). */
  static async build(
    sources: Readonly<Record<string, IndexDocuments>>,
    logger?: Logger,
  ): Promise<EmbeddedCatalogIndex> {
    const indexes = new Map<string, StoreIndex>();
    const started = performance.now();
    for (const [name, documents] of Object.entries(sources)) {
      const indexStarted = performance.now();
      const built = await buildStoreIndex(name, documents);
      indexes.set(name, built);
      logger?.info(
        {
          index: name,
          products: built.productsBySku.size,
          categories: built.categories.length,
          taxRules: built.taxRules.length,
          ms: Math.round(performance.now() - indexStarted),
        },
        'catalogue index built',
      );
    }
    logger?.info(
      { indexes: [...indexes.keys()], ms: Math.round(performance.now() - started) },
      'embedded catalogue ready',
    );
    return new EmbeddedCatalogIndex(indexes);
  }

  /** Builds the indexes from `<dataDir>/<index>/<entityType>.ndjson`, read as streams. */
  static async fromDirectory(
    dataDir: string,
    indexNames: readonly string[],
    logger?: Logger,
  ): Promise<EmbeddedCatalogIndex> {
    const sources: Record<string, IndexDocuments> = {};
    for (const index of indexNames) {
      const files = {
        products: catalogIndexFile(dataDir, index, 'product'),
        categories: catalogIndexFile(dataDir, index, 'category'),
        taxRules: catalogIndexFile(dataDir, index, 'taxrule'),
      };
      for (const file of Object.values(files)) {
        await access(file).catch(() => {
          throw new CatalogDataError(
            `Catalogue data not found: ${file}. Generate the demo data with \`npm run demo-data\`, or set CATALOG_DATA_DIR to a directory with <index>/product.ndjson, category.ndjson and taxrule.ndjson.`,
          );
        });
      }
      sources[index] = {
        products: readNdjson<ProductDocument>(files.products),
        categories: readNdjson<CategoryDocument>(files.categories),
        taxRules: readNdjson<TaxRuleDocument>(files.taxRules),
      };
    }
    return EmbeddedCatalogIndex.build(sources, logger);
  }

  stats(): Record<string, IndexStats> {
    return Object.fromEntries(
      [...this.indexes].map(([name, index]) => [
        name,
        {
          products: index.productsBySku.size,
          categories: index.categories.length,
          taxRules: index.taxRules.length,
        },
      ]),
    );
  }

  async searchProducts(query: ProductSearch): Promise<ProductSearchResult> {
    const index = this.index(query.index);
    const text = query.text?.trim();
    const result = await search(index.database, {
      term: text ?? '',
      ...(text
        ? {
            properties: Object.keys(SEARCH_FIELD_BOOSTS) as SearchField[],
            boost: { ...SEARCH_FIELD_BOOSTS },
            tolerance: SEARCH_FUZZINESS,
          }
        : {}),
      where: whereOf(query.filters),
      sortBy: query.sort
        ? { property: query.sort.field, order: query.sort.order === 'asc' ? 'ASC' : 'DESC' }
        : undefined,
      offset: query.from,
      limit: query.size,
    });
    return {
      total: result.count,
      items: result.hits.flatMap((hit) => index.productsBySku.get(hit.id) ?? []),
    };
  }

  async productsBySkus(name: string, skus: readonly string[]): Promise<ProductDocument[]> {
    const index = this.index(name);
    return [...new Set(skus)].flatMap((sku) => index.productsBySku.get(sku) ?? []);
  }

  async productByUrlPath(name: string, urlPath: string): Promise<ProductDocument | null> {
    const index = this.index(name);
    const sku = index.skuByUrlPath.get(urlPath);
    return (sku && index.productsBySku.get(sku)) || null;
  }

  async categories(name: string, query: { size: number }): Promise<CategoryDocument[]> {
    return this.index(name).categories.slice(0, query.size);
  }

  async taxRules(name: string): Promise<TaxRuleDocument[]> {
    return [...this.index(name).taxRules];
  }

  private index(name: string): StoreIndex {
    const index = this.indexes.get(name);
    if (!index)
      throw new Error(
        `The embedded catalogue has no index "${name}" (it has ${[...this.indexes.keys()].join(', ')}).`,
      );
    return index;
  }
}

async function buildStoreIndex(name: string, documents: IndexDocuments): Promise<StoreIndex> {
  const database: ProductDatabase = create({
    schema: PRODUCT_SCHEMA,
    sort: { unsortableProperties: UNSORTABLE },
  });
  const productsBySku = new Map<string, ProductDocument>();
  const skuByUrlPath = new Map<string, string>();
  let batch: ReturnType<typeof indexedFieldsOf>[] = [];
  let position = 0;
  for await (const product of documents.products) {
    position += 1;
    if (typeof product?.sku !== 'string' || product.sku === '') {
      throw new CatalogDataError(`Product ${position} of index ${name} has no sku.`);
    }
    if (productsBySku.has(product.sku))
      throw new CatalogDataError(`Product ${position} of index ${name} repeats sku "${product.sku}".`);
    productsBySku.set(product.sku, product);
    if (product.url_path) skuByUrlPath.set(product.url_path, product.sku);
    batch.push(indexedFieldsOf(product));
    if (batch.length === INSERT_BATCH) {
      await insertMultiple(database, batch, INSERT_BATCH);
      batch = [];
    }
  }
  if (batch.length > 0) await insertMultiple(database, batch, INSERT_BATCH);
  // Orama orders its sort indexes on the first sorted search; pay that at start, not on a shopper's first page.
  await search(database, { term: '', sortBy: { property: 'publish_date', order: 'DESC' }, limit: 1 });

  const categories: CategoryDocument[] = [];
  for await (const category of documents.categories) categories.push(category);
  categories.sort((a, b) => a.position - b.position || a.id - b.id);
  const taxRules: TaxRuleDocument[] = [];
  for await (const rule of documents.taxRules) taxRules.push(rule);
  return { database, productsBySku, skuByUrlPath, categories, taxRules };
}

function indexedFieldsOf(product: ProductDocument) {
  return {
    id: product.sku,
    name: product.name,
    sku: product.sku,
    author: product.author ?? '',
    illustrator: product.illustrator ?? '',
    category_names: (product.category ?? []).map((link) => link.name).join(' '),
    description: plainText(product.description).split(/\s+/).slice(0, DESCRIPTION_INDEX_WORDS).join(' '),
    category_ids: product.category_ids ?? [],
    visibility: product.visibility,
    status: product.status,
    type_id: product.type_id,
    publish_date: dayNumber(product.publish_date),
    price: product.price,
    updated_at: Math.floor((Date.parse(`${product.updated_at?.replace(' ', 'T')}Z`) || 0) / 1000),
  };
}

function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** 'YYYY-MM-DD…' as the number YYYYMMDD (0 when missing), so date ranges are number ranges. */
function dayNumber(date: string | null | undefined): number {
  const match = date?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match ? Number(`${match[1]}${match[2]}${match[3]}`) : 0;
}

function conditionOf(filter: ProductFilter): WhereCondition<ProductSchema> | null {
  switch (filter.kind) {
    case 'terms':
      if (filter.field === 'category_ids') return { category_ids: { containsAny: [...filter.values] } };
      return { [filter.field]: { in: [...filter.values] } };
    case 'range': {
      const bound = (value: string | number | undefined) =>
        typeof value === 'string' ? dayNumber(value) : value;
      const gte = bound(filter.gte);
      const lte = bound(filter.lte);
      if (gte !== undefined && lte !== undefined) return { [filter.field]: { between: [gte, lte] } };
      if (gte !== undefined) return { [filter.field]: { gte } };
      if (lte !== undefined) return { [filter.field]: { lte } };
      return null;
    }
  }
}

function whereOf(filters: readonly ProductFilter[]): WhereCondition<ProductSchema> | undefined {
  const conditions = filters.map(conditionOf).filter((condition) => condition !== null);
  // An empty `and` matches nothing in Orama, so no filters means no where clause.
  return conditions.length > 0 ? { and: conditions } : undefined;
}

/** One JSON document per non-empty line, read as a stream; a malformed line fails with file and line. */
async function* readNdjson<T>(file: string): AsyncGenerator<T> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    let document: T;
    try {
      document = JSON.parse(line) as T;
    } catch (error) {
      throw new CatalogDataError(
        `${file}:${lineNumber} is not a JSON document: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    yield document;
  }
}
