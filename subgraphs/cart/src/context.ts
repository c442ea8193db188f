import type { IncomingHttpHeaders } from 'node:http';
import { readRequestIdentity, type Logger, type RequestIdentity } from '@shop/service';
import type { StoreView } from '@shop/store-views';
import type { CartConfig } from './config';
import { createLoaders, type Loaders } from './loaders';
import type { CommercePlatform } from './upstream/CommercePlatform';
import { HttpCommercePlatform } from './upstream/http';

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

export interface ContextOptions {
  config: Pick<CartConfig, 'COMMERCE_API_URL' | 'COMMERCE_TIMEOUT_MS' | 'STOCK_SYNCHRONIZE'> &
    Partial<Pick<CartConfig, 'TAX_USER_GROUP_ID'>>;
  logger: Logger;
  /** The platform of one request: the HTTP adapter, unless a test passes a fake of the port. */
  platform?: (identity: RequestIdentity) => CommercePlatform;
}

/** The per-request context factory given to serveGraphQL (and used by tests with a fake platform). */
export function createContext(
  options: ContextOptions,
): (args: { req: { headers: IncomingHttpHeaders } }) => Promise<Context> {
  const platformFor =
    options.platform ??
    ((identity: RequestIdentity) =>
      new HttpCommercePlatform({
        baseUrl: options.config.COMMERCE_API_URL,
        timeoutMs: options.config.COMMERCE_TIMEOUT_MS,
        requestId: identity.requestId,
        storeCode: identity.storeView.code,
        customerToken: identity.customerToken,
      }));
  return async ({ req }) => {
    const identity = readRequestIdentity(req.headers);
    const platform = platformFor(identity);
    return {
      storeView: identity.storeView,
      requestId: identity.requestId,
      customerToken: identity.customerToken,
      logger: options.logger.child({ requestId: identity.requestId }),
      platform,
      loaders: createLoaders(platform, {
        storeView: identity.storeView,
        userGroupId: options.config.TAX_USER_GROUP_ID ?? null,
      }),
      stockSynchronize: options.config.STOCK_SYNCHRONIZE,
    };
  };
}
