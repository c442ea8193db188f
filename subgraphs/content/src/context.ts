import type { Logger, RequestIdentity } from '@shop/service';
import type { StoreView } from '@shop/store-views';
import { createLoaders, type Loaders } from './loaders';
import type { ContentServiceFactory } from './ports/ContentService';

export interface Context {
  /** seed 001 §7: every content call sends the store code as `lang`. */
  storeView: StoreView;
  requestId: string;
  loaders: Loaders;
  logger: Logger;
}

/** What the service gives every request: built once in index.ts, or by a test with a fake of the port. */
export interface ContextDependencies {
  logger: Logger;
  contentService: ContentServiceFactory;
}

/** Everything one request needs: its store view, a new client and new loaders. */
export function createContext(
  identity: RequestIdentity,
  { logger, contentService }: ContextDependencies,
): Context {
  const requestLogger = logger.child({ requestId: identity.requestId });
  return {
    storeView: identity.storeView,
    requestId: identity.requestId,
    loaders: createLoaders(contentService({ requestId: identity.requestId }), requestLogger),
    logger: requestLogger,
  };
}
