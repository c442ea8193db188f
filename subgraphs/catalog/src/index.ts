import { CallCounter, createLogger, runMain, serveSubgraph } from '@shop/service';
import { SUBGRAPHS } from '@shop/stack/services';
import { STORE_VIEWS } from '@shop/store-views';
import { loadConfig } from './config';
import { ReferenceData } from './referenceData';
import { createContext, createServer } from './server';
import { openCatalogIndex } from './upstream/backend';
import { CustomerGroupCache } from './upstream/customerGroupCache';
import { HttpCustomerGroups } from './upstream/customerGroupsHttp';

const logger = createLogger('catalog');

await runMain(async () => {
  const config = loadConfig();
  const production = config.NODE_ENV === 'production';
  const indexes = [...new Set(Object.values(STORE_VIEWS).map((view) => view.index))];
  const index = await openCatalogIndex({
    backend: config.CATALOG_BACKEND,
    dataDir: config.CATALOG_DATA_DIR,
    indexes,
    logger,
    elasticsearch: {
      url: config.ELASTICSEARCH_URL,
      vsfCatalogUrl: config.VSF_CATALOG_URL,
      indexPrefix: config.ELASTICSEARCH_INDEX_PREFIX,
    },
  });
  const reference = await ReferenceData.load(index, indexes);
  const counter = production ? undefined : new CallCounter();
  const dependencies = {
    index,
    reference,
    logger,
    counter,
    variantSettings: {
      listOutOfStockProducts: config.CATALOG_LIST_OUT_OF_STOCK_PRODUCTS,
      fallbackToDefaultVariant: config.CATALOG_FALLBACK_TO_DEFAULT_VARIANT,
    },
    catalogSettings: {
      hideOutOfStock: !config.CATALOG_LIST_OUT_OF_STOCK_PRODUCTS,
      preventConfigurableChildrenDirectAccess: config.CATALOG_PREVENT_CONFIGURABLE_CHILDREN_DIRECT_ACCESS,
    },
    externalSites: { muziek: config.LEGACY_MUZIEK_URL, clavisplus: config.LEGACY_CLAVISPLUS_URL },
    // One cache for the process: the parallel fetches of one client request share one platform call.
    customerGroups: new CustomerGroupCache(
      new HttpCustomerGroups({ baseUrl: config.COMMERCE_API_URL, timeoutMs: config.COMMERCE_TIMEOUT_MS }),
      { ttlMs: config.CUSTOMER_GROUP_CACHE_TTL_MS },
    ),
    groupTaxUserGroupId: config.TAX_USER_GROUP_ID ?? null,
  };
  return serveSubgraph({
    service: SUBGRAPHS.catalog,
    port: config[SUBGRAPHS.catalog.portVariable],
    logger,
    production,
    createServer,
    createContext,
    dependencies,
    callCounter: counter,
  });
}, logger);
