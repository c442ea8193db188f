import type { CallCounter, Logger, RequestIdentity } from '@shop/service';
import type { StoreView } from '@shop/store-views';
import {
  DEFAULT_CATALOG_SETTINGS,
  audienceOf,
  type CatalogAudience,
  type CatalogSettings,
} from './domain/catalogFilters';
import { DEFAULT_EXTERNAL_SITES, type ExternalSite } from './domain/urlResolution';
import { DEFAULT_VARIANT_SETTINGS, type VariantSettings } from './domain/variantChoice';
import { calendarDate } from '@shop/pricing';
import { createLoaders, type Loaders } from './loaders';
import { requestCustomerGroup } from './customerGroup';
import type { IndexReference, ReferenceData } from './referenceData';
import type { CatalogIndex } from './ports/CatalogIndex';
import type { CustomerGroups } from './ports/CustomerGroups';
import { countQueries } from './upstream/countQueries';

/** What every resolver gets, new for every request. */
export interface Context {
  storeView: StoreView;
  requestId: string;
  logger: Logger;
  /** The search index as this request sees it (its queries are counted outside production). */
  index: CatalogIndex;
  loaders: Loaders;
  /** Categories and tax rules of the store view's index. */
  reference: IndexReference;
  /** The shop's calendar date (YYYY-MM-DD) of this request. */
  today: string;
  /** The commerce platform's customer token (`Authorization: Bearer`); null for a guest. */
  customerToken: string | null;
  /**
   * The shopper's customer group (seed 000 §6), null for a guest. Asked of the commerce platform only when
   * awaited, and once per request; rejects with UNAUTHENTICATED when the platform rejects the token.
   */
  customerGroupId: () => Promise<number | null>;
  /** Who asks and when: decides which products may be shown (seed 000 §6). Only resolvers that need it await it. */
  audience: () => Promise<CatalogAudience>;
  /** The group tax setting (seed 000 §6): the guests' group when group tax is active, else null. */
  groupTaxUserGroupId: number | null;
  /** How variants are chosen (seed 000 §4), from the config. */
  variantSettings: VariantSettings;
  /** The reference data of every store view's index (for a page's paths in the other store views). */
  references: ReferenceData;
  /** What listings and lookups show (seed 000 §4, §9), from the config. */
  catalogSettings: CatalogSettings;
  /** Where the legacy paths that left the shop redirect (seed 000 §2). */
  externalSites: Readonly<Record<ExternalSite, string>>;
}

/** What the service gives every request: built once in index.ts, or by a test over fixture documents. */
export interface ContextDependencies {
  index: CatalogIndex;
  reference: ReferenceData;
  logger: Logger;
  /** Which customer group a token belongs to: shared by every request (CustomerGroupCache) in the service. */
  customerGroups: CustomerGroups;
  /** seed 000 §6 group tax (TAX_USER_GROUP_ID): the guests' group, or null (the default) when group tax is off. */
  groupTaxUserGroupId?: number | null;
  /** Counts index queries per request id (`GET /__calls`); absent in production. */
  counter?: CallCounter;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** Variant selection settings; the seed's defaults when left out. */
  variantSettings?: VariantSettings;
  /** Listing and lookup settings; the seed's defaults when left out. */
  catalogSettings?: CatalogSettings;
  /** Targets of the external legacy redirects; the local defaults when left out. */
  externalSites?: Readonly<Record<ExternalSite, string>>;
}

export const INDEX_QUERY = 'index query';

/** Everything one request needs: its identity, the index as it sees it, new loaders. */
export function createContext(identity: RequestIdentity, dependencies: ContextDependencies): Context {
  const { storeView, requestId } = identity;
  const counter = dependencies.counter;
  const index = counter
    ? countQueries(dependencies.index, () => counter.record(INDEX_QUERY, requestId))
    : dependencies.index;
  const reference = dependencies.reference.of(storeView.index);
  const now = dependencies.now ?? (() => new Date());
  const logger = dependencies.logger.child({ requestId });
  const today = calendarDate(now());
  const customerGroupId = requestCustomerGroup(identity.customerToken, dependencies.customerGroups, {
    requestId,
    logger,
  });
  return {
    storeView,
    requestId,
    logger,
    index,
    loaders: createLoaders(index, storeView.index, reference),
    reference,
    today,
    customerToken: identity.customerToken,
    customerGroupId,
    audience: async () => audienceOf(await customerGroupId(), today),
    groupTaxUserGroupId: dependencies.groupTaxUserGroupId ?? null,
    variantSettings: dependencies.variantSettings ?? DEFAULT_VARIANT_SETTINGS,
    references: dependencies.reference,
    catalogSettings: dependencies.catalogSettings ?? DEFAULT_CATALOG_SETTINGS,
    externalSites: dependencies.externalSites ?? DEFAULT_EXTERNAL_SITES,
  };
}
