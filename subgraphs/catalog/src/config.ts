import path from 'node:path';
import {
  assertUpstreamTimeoutsNest,
  flag,
  loadConfig as loadServiceConfig,
  milliseconds,
  nodeEnv,
  optionalUrl,
  optionalWholeNumber,
  port,
  url,
} from '@shop/service';
import { DEFAULT_DATA_DIR, SUBGRAPHS } from '@shop/stack/services';
import { z } from 'zod';
import { DEFAULT_EXTERNAL_SITES } from './domain/urlResolution';
import { CATALOG_BACKENDS } from './ports/CatalogIndex';

/** Its port variable and default port, from the stack's list of subgraphs. */
const SUBGRAPH = SUBGRAPHS.catalog;

const shape = {
  [SUBGRAPH.portVariable]: port(SUBGRAPH.defaultPort),
  /** The catalogue documents: <dir>/<index>/<entityType>.ndjson, as the demo data generator writes them. */
  CATALOG_DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(DEFAULT_DATA_DIR, 'catalog'))
    .transform((dir) => path.resolve(dir)),
  /** Which adapter serves the search index: the embedded in-process index (default) or Elasticsearch. */
  CATALOG_BACKEND: z
    .enum(CATALOG_BACKENDS, { error: `must be one of: ${CATALOG_BACKENDS.join(', ')}` })
    .default('embedded'),
  /** The Elasticsearch node (CATALOG_BACKEND=elasticsearch); required only for that backend. */
  ELASTICSEARCH_URL: optionalUrl(),
  /**
   * vue-storefront-api's catalogue endpoint (CATALOG_BACKEND=vsf-api), e.g. https://api.example.com/api/catalog:
   * the same Elasticsearch indexes reached through vue-storefront-api, as the seeds' storefront does.
   */
  VSF_CATALOG_URL: optionalUrl(),
  /**
   * vue-storefront-api's index prefix (config.elasticsearch.indices): the index of a store view and entity
   * type is <prefix>_<store code with underscores>_<entityType>, e.g. vue_storefront_catalog_nl_be_product.
   */
  ELASTICSEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'must be a lowercase Elasticsearch index name prefix')
    .default('vue_storefront_catalog'),
  /**
   * One setting, as in Vue Storefront (listOutOfStockProducts): when off, listings hide out-of-stock products
   * (seed 000 §9 'out-of-stock hidden when configured') and variant choice skips out-of-stock children
   * (seed 000 §4). On by default: seed 000 §9 'out-of-stock products are listed and allowed in the cart'.
   */
  CATALOG_LIST_OUT_OF_STOCK_PRODUCTS: flag(true),
  /** seed 000 §4: the default child (the first available) stands in when no child matches the chosen attributes. */
  CATALOG_FALLBACK_TO_DEFAULT_VARIANT: flag(true),
  /** seed 000 §2, §4: a hidden child of a configurable product is shown as (and redirected to) its parent. */
  CATALOG_PREVENT_CONFIGURABLE_CHILDREN_DIRECT_ACCESS: flag(true),
  /** seed 000 §2 legacy redirect /muziek -> "external sites": the publisher's music site (as the web server's LEGACY_MUZIEK_URL). */
  LEGACY_MUZIEK_URL: url(DEFAULT_EXTERNAL_SITES.muziek),
  /** seed 000 §2 legacy redirect /clavisplus -> "external sites" (as the web server's LEGACY_CLAVISPLUS_URL). */
  LEGACY_CLAVISPLUS_URL: url(DEFAULT_EXTERNAL_SITES.clavisplus),
  /**
   * Base URL of the commerce platform (vue-storefront-api), as the cart subgraph and the web server name it:
   * a customer's group (seed 000 §6) is read from its GET /api/user/me.
   */
  COMMERCE_API_URL: url('http://127.0.0.1:4101'),
  /**
   * How long the catalogue waits for a customer's group. Short, well below the upstream timeout of TIMEOUTS_MS:
   * past it the shopper is shown the catalogue of a guest rather than no catalogue at all.
   */
  COMMERCE_TIMEOUT_MS: milliseconds(2000),
  /**
   * How long a customer's group is reused for the same token: long enough that every subgraph call of one
   * client request (and the next few pages) costs at most one GET /api/user/me, short enough that a group
   * changed in the platform shows within a page or two.
   */
  CUSTOMER_GROUP_CACHE_TTL_MS: milliseconds(30_000),
  /**
   * seed 000 §6 'Tax may depend on the user's group id when a group tax setting is configured', with the
   * cart subgraph's meaning: unset (the default), tax rules apply to every group; set, group tax is active,
   * guests are taxed as this group and a customer as their own group. Empty counts as unset.
   */
  TAX_USER_GROUP_ID: optionalWholeNumber(),
  NODE_ENV: nodeEnv,
};

export type CatalogConfig = ReturnType<typeof loadConfig>;

/** The catalog subgraph's configuration, read once from the environment; defaults start the local stack. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadServiceConfig(shape, env);
  assertUpstreamTimeoutsNest({ COMMERCE_TIMEOUT_MS: config.COMMERCE_TIMEOUT_MS }, env);
  return config;
}
