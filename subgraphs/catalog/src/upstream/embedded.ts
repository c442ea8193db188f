import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
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
import type {
  CatalogIndex,
  CmsQuery,
  ProductKey,
  ProductMatch,
  ProductSearch,
  ProductSearchResult,
} from '../ports/CatalogIndex';
import { applySelections } from './embeddedAggregations';
import { indexedFieldsOf, splitFields, type ProductFields } from './embeddedFields';
import {
  CatalogDataError,
  FileDocuments,
  MemoryDocuments,
  readNdjsonLines,
  type DocumentStore,
} from './embeddedDocuments';
import { ProductTable } from './embeddedTable';
import { TextIndexBuilder, type TextIndex } from './embeddedText';

/**
 * The embedded catalogue index, built at start from the demo data's NDJSON documents. Text is searched
 * in an inverted index (embeddedText.ts); filters, facets and sorts run over compact rows
 * (embeddedTable.ts); documents stay in their file, or as JSON text, and are parsed when a page returns
 * them (embeddedDocuments.ts). Store views whose product files are the
 * same (nl_be and nl_nl, en_be and en_rw in the demo data: same content hash, whatever their names)
 * share one product store. Measured with 100,000 generated products (four store views, two product
 * stores): built in about 13 s with a 455 MB peak RSS in-process; service figures in bench/results.
 *
 * Differences from Elasticsearch: a text query must match 75% of its words as there, but counted over
 * all search fields together (Elasticsearch's best_fields counts within one field), a word also matches
 * the words it begins, and there is no min_score; the edit distance allowed is the seed's 2 for words
 * of five letters or more, 1 for three or four, 0 below (embeddedText.ts). See the README.
 */

/** Where a catalogue directory keeps one index's documents: catalogFile() relative to <DEMO_DATA_DIR>/catalog. */
export function catalogIndexFile(dataDir: string, index: string, type: CatalogEntityType): string {
  return path.join(dataDir, path.posix.relative('catalog', catalogFile(index, type)));
}

export { CatalogDataError };

type Documents<T> = Iterable<T> | AsyncIterable<T>;

/** The documents of one store-view index; attributes and CMS documents may be left out (none). */
export interface IndexDocuments {
  products: Documents<ProductDocument>;
  categories: Documents<CategoryDocument>;
  taxRules: Documents<TaxRuleDocument>;
  attributes?: Documents<AttributeDocument>;
  cmsPages?: Documents<CmsPageDocument>;
  cmsBlocks?: Documents<CmsBlockDocument>;
  /**
   * A digest of the products' content (fromDirectory: the product file's SHA-256): indexes with the
   * same digest share one product store. Without it the index gets its own.
   */
  productsDigest?: string;
  /** Where the products are read from, to keep only their lines' places (fromDirectory); in memory when absent. */
  productFile?: FileDocuments;
}

/** The entity files of one index in a data directory, by the IndexDocuments key they fill. */
const ENTITY_FILES = {
  products: 'product',
  categories: 'category',
  taxRules: 'taxrule',
  attributes: 'attribute',
  cmsPages: 'cms_page',
  cmsBlocks: 'cms_block',
} as const satisfies Record<
  Exclude<keyof IndexDocuments, 'productsDigest' | 'productFile'>,
  CatalogEntityType
>;

/** The products of one or more store-view indexes (the same documents). */
interface ProductStore {
  text: TextIndex;
  table: ProductTable;
  documents: DocumentStore;
  positionBySku: Map<string, number>;
  /** Sku of the product with a url_path, url_key or slug; the first product in the index wins. */
  skuByKey: Record<Exclude<ProductKey['field'], 'sku'>, Map<string, string>>;
  /** Sku of the configurable product listing a sku among its configurable_children (seed 000 §4). */
  parentSkuByChildSku: Map<string, string>;
}

interface StoreIndex {
  products: ProductStore;
  /** The index whose product store this one uses (its own name when not shared). */
  productsOf: string;
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
    const byDigest = new Map<string, string>();
    const started = performance.now();
    for (const [name, documents] of Object.entries(sources)) {
      const indexStarted = performance.now();
      const digest = documents.productsDigest;
      const sharedWith = digest === undefined ? undefined : byDigest.get(digest);
      const shared = sharedWith === undefined ? undefined : indexes.get(sharedWith);
      if (digest !== undefined && sharedWith === undefined) byDigest.set(digest, name);
      const built = await buildStoreIndex(name, documents, shared);
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
      ) as Record<keyof typeof ENTITY_FILES, string>;
      for (const file of Object.values(files)) {
        await access(file).catch(() => {
          throw new CatalogDataError(
            `Catalogue data not found: ${file}. Generate the demo data with \`npm run demo-data\`, or set CATALOG_DATA_DIR to a directory with <index>/${Object.values(ENTITY_FILES).join('.ndjson, ')}.ndjson.`,
          );
        });
      }
      const productFile = new FileDocuments(files.products);
      sources[index] = {
        products: (async function* () {
          for await (const line of readNdjsonLines<ProductDocument>(files.products)) {
            productFile.add(line.offset, line.length);
            yield line.document;
          }
        })(),
        productFile,
        categories: readNdjson<CategoryDocument>(files.categories),
        taxRules: readNdjson<TaxRuleDocument>(files.taxRules),
        attributes: readNdjson<AttributeDocument>(files.attributes),
        cmsPages: readNdjson<CmsPageDocument>(files.cmsPages),
        cmsBlocks: readNdjson<CmsBlockDocument>(files.cmsBlocks),
        productsDigest: await digestOf(files.products),
      };
    }
    return EmbeddedCatalogIndex.build(sources, logger);
  }

  /** Which index's product store each index uses (itself when it has its own). */
  productStores(): Record<string, string> {
    return Object.fromEntries([...this.indexes].map(([name, index]) => [name, index.productsOf]));
  }

  stats(): Record<string, IndexStats> {
    return Object.fromEntries([...this.indexes].map(([name, index]) => [name, statsOf(index)]));
  }

  async searchProducts(query: ProductSearch): Promise<ProductSearchResult> {
    const { products } = this.index(query.index);
    const { table } = products;
    const text = query.text?.trim();
    const aggregations = query.aggregations ?? {};
    const selections = query.selections ?? [];
    const counting = Object.keys(aggregations).length > 0;
    let candidates: number[] | undefined;
    if (text) {
      candidates = products.text.search(text);
    }
    // Without aggregations the selections are filters like the others; with them, the selections are
    // applied while counting, so each aggregation is counted without its own selections in one pass.
    const filters = counting ? query.filters : [...query.filters, ...selections.map((s) => s.filter)];
    let matched = table.filter(filters, candidates);
    let buckets: ProductSearchResult['aggregations'] = {};
    if (counting) {
      const rows = matched.map((position) => table.rows[position]!);
      const outcome = applySelections(rows, selections, aggregations);
      buckets = outcome.aggregations;
      if (selections.length > 0) {
        const kept = new Set<ProductFields>(outcome.matched);
        matched = matched.filter((position) => kept.has(table.rows[position]!));
      }
    }
    const page = table.page(matched, query.sort, query.from, query.size);
    return {
      total: matched.length,
      items: products.documents.at(page),
      aggregations: buckets,
      ...(query.spelling && text ? { spelling: products.text.spelling(query.text!) } : {}),
    };
  }

  async productsBySkus(name: string, skus: readonly string[]): Promise<ProductDocument[]> {
    const { products } = this.index(name);
    const positions = [...new Set(skus)].flatMap((sku) => products.positionBySku.get(sku) ?? []);
    return products.documents.at(positions);
  }

  async findProduct(name: string, key: ProductKey): Promise<ProductMatch> {
    const { products } = this.index(name);
    const sku = key.field === 'sku' ? key.value : products.skuByKey[key.field].get(key.value);
    if (sku === undefined) return { product: null, parent: null };
    const parentSku = products.parentSkuByChildSku.get(sku);
    return {
      product: documentBySku(products, sku),
      parent: parentSku === undefined ? null : documentBySku(products, parentSku),
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

function documentBySku(products: ProductStore, sku: string): ProductDocument | null {
  const position = products.positionBySku.get(sku);
  return position === undefined ? null : (products.documents.at([position])[0] ?? null);
}

function statsOf(index: StoreIndex): IndexStats {
  return {
    products: index.products.documents.size,
    categories: index.categories.length,
    taxRules: index.taxRules.length,
    attributes: index.attributes.length,
    cmsPages: index.cmsPages.length,
    cmsBlocks: index.cmsBlocks.length,
  };
}

async function buildStoreIndex(
  name: string,
  documents: IndexDocuments,
  shared: StoreIndex | undefined,
): Promise<StoreIndex> {
  const products =
    shared?.products ?? (await buildProductStore(name, documents.products, documents.productFile));
  const categories = await collect(documents.categories);
  categories.sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    products,
    productsOf: shared?.productsOf ?? name,
    categories,
    taxRules: await collect(documents.taxRules),
    attributes: await collect(documents.attributes),
    cmsPages: await collect(documents.cmsPages),
    cmsBlocks: await collect(documents.cmsBlocks),
  };
}

async function buildProductStore(
  name: string,
  source: Documents<ProductDocument>,
  file: FileDocuments | undefined,
): Promise<ProductStore> {
  const text = new TextIndexBuilder();
  const memory = file ? undefined : new MemoryDocuments();
  const rows: ProductFields[] = [];
  const positionBySku = new Map<string, number>();
  const skuByKey: ProductStore['skuByKey'] = { url_path: new Map(), url_key: new Map(), slug: new Map() };
  const parentSkuByChildSku = new Map<string, string>();
  for await (const product of source) {
    const position = rows.length;
    if (typeof product?.sku !== 'string' || product.sku === '') {
      throw new CatalogDataError(`Product ${position + 1} of index ${name} has no sku.`);
    }
    if (positionBySku.has(product.sku))
      throw new CatalogDataError(`Product ${position + 1} of index ${name} repeats sku "${product.sku}".`);
    positionBySku.set(product.sku, position);
    memory?.add(product);
    for (const field of ['url_path', 'url_key', 'slug'] as const) {
      const value = product[field];
      if (value && !skuByKey[field].has(value)) skuByKey[field].set(value, product.sku);
    }
    if (product.type_id === 'configurable') {
      for (const child of product.configurable_children ?? []) {
        if (!parentSkuByChildSku.has(child.sku)) parentSkuByChildSku.set(child.sku, product.sku);
      }
    }
    const fields = splitFields(indexedFieldsOf(product));
    rows.push(fields.row);
    text.add(position, fields.text);
  }
  return {
    text: text.finish(rows.length),
    table: new ProductTable(rows),
    documents: file ?? memory!,
    positionBySku,
    skuByKey,
    parentSkuByChildSku,
  };
}

/** The SHA-256 of a file's content, read as a stream. */
async function digestOf(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function collect<T>(documents: Documents<T> | undefined): Promise<T[]> {
  const all: T[] = [];
  for await (const document of documents ?? []) all.push(document);
  return all;
}

async function* readNdjson<T>(file: string): AsyncGenerator<T> {
  for await (const line of readNdjsonLines<T>(file)) yield line.document;
}
