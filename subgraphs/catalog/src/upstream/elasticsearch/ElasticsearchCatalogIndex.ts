import { Client, type ClientOptions } from '@elastic/elasticsearch';
import {
  CATALOG_ENTITY_TYPES,
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
} from '../../ports/CatalogIndex';
import { documentsOf, parentOf, productMatchOf, searchResultOf } from './answers';
import {
  CLIENT_TIMEOUT_MS,
  DEFAULT_INDEX_PREFIX,
  attributesBody,
  categoriesBody,
  cmsBody,
  indexNameOf,
  parentsOfBody,
  productByKeyBody,
  productSearchBody,
  productsBySkusBody,
  taxRulesBody,
} from './query';
import { clientTransport, type SearchTransport } from './transport';

export type ElasticsearchOptions =
  | {
      /** The official client, or the options to create one (node, and Connection in tests). */
      client: Client | ClientOptions;
      /** vue-storefront-api's index prefix; vue_storefront_catalog by default. */
      indexPrefix?: string;
    }
  | {
      /** Another way to the same indexes (vue-storefront-api's catalogue endpoint, vsfApiTransport.ts). */
      transport: SearchTransport;
    };

export class ElasticsearchConfigError extends Error {
  override name = 'ElasticsearchConfigError';
}

/**
 * The catalogue port on Elasticsearch, with vue-storefront-api's multi-index layout
 * (<prefix>_<store index>_<entityType>) and Vue Storefront's documents as _source. Every port call is
 * one _search request, except a product looked up by url_path or slug: configurable_children carry
 * only sku and url_key, so finding the parent of a simple product found that way takes a second one.
 */
export class ElasticsearchCatalogIndex implements CatalogIndex {
  readonly indexPrefix: string;
  private readonly transport: SearchTransport;

  constructor(options: ElasticsearchOptions) {
    if ('transport' in options) {
      this.transport = options.transport;
    } else {
      const client =
        options.client instanceof Client
          ? options.client
          : new Client({ requestTimeout: CLIENT_TIMEOUT_MS, ...options.client });
      this.transport = clientTransport(client, options.indexPrefix ?? DEFAULT_INDEX_PREFIX);
    }
    this.indexPrefix = this.transport.indexPrefix;
  }

  /** The adapter on a cluster that has every index of the store views; a missing one fails at start. */
  static async connect(
    options: ElasticsearchOptions & { storeIndexes: readonly string[]; logger?: Logger },
  ): Promise<ElasticsearchCatalogIndex> {
    const catalog = new ElasticsearchCatalogIndex(options);
    const names = options.storeIndexes.flatMap((storeIndex) =>
      CATALOG_ENTITY_TYPES.map((type) => ({ storeIndex, type })),
    );
    const missing = await catalog.transport.missingIndexes(names);
    if (missing.length > 0)
      throw new ElasticsearchConfigError(
        `${catalog.transport.description} has no index ${missing.join(', ')}. Index the catalogue with vue-storefront-api's layout (<prefix>_<store>_<entityType>), or set ELASTICSEARCH_INDEX_PREFIX.`,
      );
    options.logger?.info(
      { indexes: names.length, prefix: catalog.indexPrefix, via: catalog.transport.description },
      'elasticsearch catalogue ready',
    );
    return catalog;
  }

  indexName(storeIndex: string, type: CatalogEntityType): string {
    return indexNameOf(this.indexPrefix, storeIndex, type);
  }

  async searchProducts(query: ProductSearch): Promise<ProductSearchResult> {
    const response = await this.search<ProductDocument>(query.index, 'product', productSearchBody(query));
    const spelling = query.spelling && query.text?.trim() ? query.text : undefined;
    return searchResultOf(response, query.aggregations ?? {}, spelling);
  }

  async productsBySkus(index: string, skus: readonly string[]): Promise<ProductDocument[]> {
    if (skus.length === 0) return [];
    return documentsOf(await this.search<ProductDocument>(index, 'product', productsBySkusBody(skus)));
  }

  async findProduct(index: string, key: ProductKey): Promise<ProductMatch> {
    const hits = documentsOf(
      await this.search<ProductDocument>(index, 'product', productByKeyBody(key.field, key.value)),
    );
    const match = productMatchOf(hits, key.field, key.value);
    const childKeyed = key.field === 'sku' || key.field === 'url_key';
    if (childKeyed || match.product === null || match.product.type_id === 'configurable') return match;
    const parents = documentsOf(
      await this.search<ProductDocument>(index, 'product', parentsOfBody(match.product.sku)),
    );
    return { product: match.product, parent: parentOf(parents, match.product.sku) };
  }

  async categories(index: string, query: { size: number }): Promise<CategoryDocument[]> {
    return documentsOf(await this.search<CategoryDocument>(index, 'category', categoriesBody(query.size)));
  }

  async taxRules(index: string): Promise<TaxRuleDocument[]> {
    return documentsOf(await this.search<TaxRuleDocument>(index, 'taxrule', taxRulesBody()));
  }

  async attributes(
    index: string,
    query: { codes?: readonly string[]; size: number },
  ): Promise<AttributeDocument[]> {
    return documentsOf(await this.search<AttributeDocument>(index, 'attribute', attributesBody(query)));
  }

  async cmsPages(index: string, query: CmsQuery): Promise<CmsPageDocument[]> {
    return documentsOf(await this.search<CmsPageDocument>(index, 'cms_page', cmsBody(query)));
  }

  async cmsBlocks(index: string, query: Omit<CmsQuery, 'ids'>): Promise<CmsBlockDocument[]> {
    return documentsOf(await this.search<CmsBlockDocument>(index, 'cms_block', cmsBody(query)));
  }

  private search<T>(storeIndex: string, type: CatalogEntityType, body: Record<string, unknown>) {
    return this.transport.search<T>(storeIndex, type, body);
  }
}
