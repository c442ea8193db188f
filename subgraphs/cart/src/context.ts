import type { Logger, RequestIdentity } from '@shop/service';
import type { StoreView } from '@shop/store-views';
import type { CartConfig } from './config';
import { createLoaders, type Loaders } from './loaders';
import type { CommercePlatform, CommercePlatformFactory } from './upstream/CommercePlatform';

/** What every resolver gets, new for every request. */
export interface Context {
  storeView: StoreView;
  requestId: string;
  /** The commerce platform's customer token; null for guests. */
  customerToken: string | null;
  logger: Logger;
  /** The commerce platform for this request (it carries the request id, store code and token). */
  platform: CommercePlatform;
  loaders: Loaders;
  /** seed 000 §4: with stock sync off, stock is volatile (not verified online). */
  stockSynchronize: boolean;
}

/** What the service gives every request: built once in index.ts, or by a test with a fake of the port. */
export interface ContextDependencies {
  logger: Logger;
  /** The platform of one request: the HTTP adapter (upstream/http.ts), or a fake (upstream/fake.ts). */
  commercePlatform: CommercePlatformFactory;
  config: Pick<CartConfig, 'STOCK_SYNCHRONIZE'> & Partial<Pick<CartConfig, 'TAX_USER_GROUP_ID'>>;
}

/** Everything one request needs: its identity, a new client and new loaders. */
export function createContext(identity: RequestIdentity, dependencies: ContextDependencies): Context {
  const platform = dependencies.commercePlatform({
    requestId: identity.requestId,
    storeCode: identity.storeView.code,
    customerToken: identity.customerToken,
  });
  return {
    storeView: identity.storeView,
    requestId: identity.requestId,
    customerToken: identity.customerToken,
    logger: dependencies.logger.child({ requestId: identity.requestId }),
    platform,
    loaders: createLoaders(platform, {
      storeView: identity.storeView,
      userGroupId: dependencies.config.TAX_USER_GROUP_ID ?? null,
    }),
    stockSynchronize: dependencies.config.STOCK_SYNCHRONIZE,
  };
}
