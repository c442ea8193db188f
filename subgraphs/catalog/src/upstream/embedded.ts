import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { create, insertMultiple, search, type Orama } from '@orama/orama';
import {
  catalogFile,
  type AttributeDocument,
  type CatalogEntityType,
  type CategoryDocument,
  type CmsBlockDocument,
  type CmsPageDocument,
  type ProductDocument,
  type TaxRuleDocument,
} from '@shop/contracts';
import type { Logger } from '@shop/service';
import { SEARCH_FIELD_BOOSTS, SEARCH_FUZZINESS, type SearchField } from '../domain/search';
import type {
  CatalogIndex,
  CmsQuery,
  ProductKey,
  ProductMatch,
  ProductSearch,
  ProductSearchResult,
} from './CatalogIndex';
import { applySelections } from './embeddedAggregations';
import {
  PRODUCT_SCHEMA,
  UNSORTABLE,
  indexedFieldsOf,
  whereOf,
  type IndexedProduct,
  type ProductSchema,
} from './embeddedFields';

/**
 * The embedded catalogue index: one Orama database per store-view index, built at start from the demo
 * data's NDJSON documents. Orama holds only the fields searched, filtered, sorted or aggregated on; the
 * full documents stay in maps by sku, so results are the index's own documents. Measured with 100,000
 * generated products on one index: about 19 s to build, 820 MB of heap (documents about 225 MB, the
 * rest Orama, mostly its text fields), 80-100 ms for a category page.
 *
 * Differences from Elasticsearch: a text query matches products with any of its words, ranked by
 * Orama's BM25 score with the seed's boosts, where Elasticsearch asks 75% of the words
 * (minimum_should_match) and drops scores under 0.02 (min_score); fuzziness is Orama's `tolerance`
 * (edit distance 2, as the seed says, also for short words).
 */

type ProductDatabase = Orama<ProductSchema>;

const INSERT_BATCH = 1000;

/** Where a catalogue directory keeps one index's documents: catalogFile() relative to <DEMO_DATA_DIR>/catalog. */
export function catalogIndexFile(dataDir: string, index: string, type: CatalogEntityType): string {
  return path.join(dataDir, path.posix.relative('catalog', catalogFile(index, type)));
}

export class CatalogDataError extends Error {
  override name = 'CatalogDataError';
}

type Documents<T> = Iterable<T> | AsyncIterable<T>;

/** The documents of one store-view index; attributes and CMS documents may be left out (none). */
export interface IndexDocuments {
  products: Documents<ProductDocument>;
  categories: Documents<CategoryDocument>;
  taxRules: Documents<TaxRuleDocument>;
  attributes?: Documents<AttributeDocument>;
  cmsPages?: Documents<CmsPageDocument>;
  cmsBlocks?: Documents<CmsBlockDocument>;
}

/** The entity files of one index in a data directory, by the IndexDocuments key they fill. */
const ENTITY_FILES = {
  products: 'product',
  categories: 'category',
  taxRules: 'taxrule',
  attributes: 'attribute',
  cmsPages: 'cms_page',
  cmsBlocks: 'cms_block',
} as const satisfies Record<keyof IndexDocuments, CatalogEntityType>;

interface StoreIndex {
  database: ProductDatabase;
  productsBySku: Map<string, ProductDocument>;
  /** Sku of the product with a url_path, url_key or slug; the first product in the index wins. */
  skuByKey: Record<Exclude<ProductKey['field'], 'sku'>, Map<string, string>>;
  /** Sku of the configurable product listing a sku among its configurable_children (seed 000 §4). */
  parentSkuByChildSku: Map<string, string>;
  /** Sorted by position ascending. */
  categories: CategoryDocument[];
  taxRules: TaxRuleDocument[];
  attributes: AttributeDocument[];
  cmsPages: CmsPageDocument[];
  cmsBlocks: CmsBlockDocument[];
}

export interface IndexStats {
  products: number;
  categories: number;
  taxRules: number;
  attributes: number;
  cmsPages: number;
  cmsBlocks: number;
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
        { index: name, ...statsOf(built), ms: Math.round(performance.now() - indexStarted) },
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
      const files = Object.fromEntries(
        Object.entries(ENTITY_FILES).map(([key, type]) => [key, catalogIndexFile(dataDir, index, type)]),
      ) as Record<keyof IndexDocuments, string>;
      for (const file of Object.values(files)) {
        await access(file).catch(() => {
          throw new CatalogDataError(
            `Catalogue data not found: ${file}. Generate the demo data with \`npm run demo-data\`, or set CATALOG_DATA_DIR to a directory with <index>/${Object.values(ENTITY_FILES).join('.ndjson, ')}.ndjson.`,
          );
        });
      }
      sources[index] = {
        products: readNdjson<ProductDocument>(files.products),
        categories: readNdjson<CategoryDocument>(files.categories),
        taxRules: readNdjson<TaxRuleDocument>(files.taxRules),
        attributes: readNdjson<AttributeDocument>(files.attributes),
        cmsPages: readNdjson<CmsPageDocument>(files.cmsPages),
        cmsBlocks: readNdjson<CmsBlockDocument>(files.cmsBlocks),
      };
    }
    return EmbeddedCatalogIndex.build(sources, logger);
  }

  stats(): Record<string, IndexStats> {
    return Object.fromEntries([...this.indexes].map(([name, index]) => [name, statsOf(index)]));
  }

  async searchProducts(query: ProductSearch): Promise<ProductSearchResult> {
    const index = this.index(query.index);
    const text = query.text?.trim();
    const aggregations = query.aggregations ?? {};
    const selections = query.selections ?? [];
    const counting = Object.keys(aggregations).length > 0;
    // Without aggregations Orama applies the selections and pages; with them, every product the search
    // filters accept is fetched once and the selections are applied here, so each aggregation can be
    // counted without its own selections in the same pass.
    const result = await search(index.database, {
      term: text ?? '',
      ...(text
        ? {
            properties: Object.keys(SEARCH_FIELD_BOOSTS) as SearchField[],
            boost: { ...SEARCH_FIELD_BOOSTS },
            tolerance: SEARCH_FUZZINESS,
          }
        : {}),
      where: whereOf(counting ? query.filters : [...query.filters, ...selections.map((s) => s.filter)]),
      sortBy: query.sort
        ? { property: query.sort.field, order: query.sort.order === 'asc' ? 'ASC' : 'DESC' }
        : undefined,
      offset: counting ? 0 : query.from,
      limit: counting ? index.productsBySku.size : query.size,
    });
    const documentsOf = (products: readonly IndexedProduct[]) =>
      products.flatMap((product) => index.productsBySku.get(product.sku) ?? []);
    if (!counting) {
      return {
        total: result.count,
        items: documentsOf(result.hits.map((hit) => hit.document as IndexedProduct)),
        aggregations: {},
      };
    }
    const outcome = applySelections(
      result.hits.map((hit) => hit.document as IndexedProduct),
      selections,
      aggregations,
    );
    return {
      total: outcome.matched.length,
      items: documentsOf(outcome.matched.slice(query.from, query.from + query.size)),
      aggregations: outcome.aggregations,
    };
  }

  async productsBySkus(name: string, skus: readonly string[]): Promise<ProductDocument[]> {
    const index = this.index(name);
    return [...new Set(skus)].flatMap((sku) => index.productsBySku.get(sku) ?? []);
  }

  async findProduct(name: string, key: ProductKey): Promise<ProductMatch> {
    const index = this.index(name);
    const sku = key.field === 'sku' ? key.value : index.skuByKey[key.field].get(key.value);
    if (sku === undefined) return { product: null, parent: null };
    const parentSku = index.parentSkuByChildSku.get(sku);
    return {
      product: index.productsBySku.get(sku) ?? null,
      parent: (parentSku !== undefined && index.productsBySku.get(parentSku)) || null,
    };
  }

  async categories(name: string, query: { size: number }): Promise<CategoryDocument[]> {
    return this.index(name).categories.slice(0, query.size);
  }

  async taxRules(name: string): Promise<TaxRuleDocument[]> {
    return [...this.index(name).taxRules];
  }

  async attributes(
    name: string,
    query: { codes?: readonly string[]; size: number },
  ): Promise<AttributeDocument[]> {
    const codes = query.codes && new Set(query.codes);
    return this.index(name)
      .attributes.filter((attribute) => !codes || codes.has(attribute.attribute_code))
      .slice(0, query.size);
  }

  async cmsPages(name: string, query: CmsQuery): Promise<CmsPageDocument[]> {
    return cmsMatches(this.index(name).cmsPages, query);
  }

  async cmsBlocks(name: string, query: Omit<CmsQuery, 'ids'>): Promise<CmsBlockDocument[]> {
    return cmsMatches(this.index(name).cmsBlocks, query);
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

function cmsMatches<T extends { id: number; identifier: string }>(
  documents: readonly T[],
  query: CmsQuery,
): T[] {
  const identifiers = query.identifiers && new Set(query.identifiers);
  const ids = query.ids && new Set(query.ids);
  return documents
    .filter(
      (document) => (!identifiers || identifiers.has(document.identifier)) && (!ids || ids.has(document.id)),
    )
    .slice(0, query.size);
}

function statsOf(index: StoreIndex): IndexStats {
  return {
    products: index.productsBySku.size,
    categories: index.categories.length,
    taxRules: index.taxRules.length,
    attributes: index.attributes.length,
    cmsPages: index.cmsPages.length,
    cmsBlocks: index.cmsBlocks.length,
  };
}

async function buildStoreIndex(name: string, documents: IndexDocuments): Promise<StoreIndex> {
  const database: ProductDatabase = create({
    schema: PRODUCT_SCHEMA,
    sort: { unsortableProperties: UNSORTABLE },
  });
  const productsBySku = new Map<string, ProductDocument>();
  const skuByKey: StoreIndex['skuByKey'] = { url_path: new Map(), url_key: new Map(), slug: new Map() };
  const parentSkuByChildSku = new Map<string, string>();
  let batch: IndexedProduct[] = [];
  let position = 0;
  for await (const product of documents.products) {
    position += 1;
    if (typeof product?.sku !== 'string' || product.sku === '') {
      throw new CatalogDataError(`Product ${position} of index ${name} has no sku.`);
    }
    if (productsBySku.has(product.sku))
      throw new CatalogDataError(`Product ${position} of index ${name} repeats sku "${product.sku}".`);
    productsBySku.set(product.sku, product);
    for (const field of ['url_path', 'url_key', 'slug'] as const) {
      const value = product[field];
      if (value && !skuByKey[field].has(value)) skuByKey[field].set(value, product.sku);
    }
    if (product.type_id === 'configurable') {
      for (const child of product.configurable_children ?? []) {
        if (!parentSkuByChildSku.has(child.sku)) parentSkuByChildSku.set(child.sku, product.sku);
      }
    }
    batch.push(indexedFieldsOf(product));
    if (batch.length === INSERT_BATCH) {
      await insertMultiple(database, batch, INSERT_BATCH);
      batch = [];
    }
  }
  if (batch.length > 0) await insertMultiple(database, batch, INSERT_BATCH);
  // Orama orders its sort indexes on the first sorted search; pay that at start, not on a shopper's first page.
  await search(database, { term: '', sortBy: { property: 'publish_date', order: 'DESC' }, limit: 1 });

  const categories = await collect(documents.categories);
  categories.sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    database,
    productsBySku,
    skuByKey,
    parentSkuByChildSku,
    categories,
    taxRules: await collect(documents.taxRules),
    attributes: await collect(documents.attributes),
    cmsPages: await collect(documents.cmsPages),
    cmsBlocks: await collect(documents.cmsBlocks),
  };
}

async function collect<T>(documents: Documents<T> | undefined): Promise<T[]> {
  const all: T[] = [];
  for await (const document of documents ?? []) all.push(document);
  return all;
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
