import type { Logger, RequestIdentity } from '@shop/service';
import type { StoreView } from '@shop/store-views';
import { createLoaders, type Loaders } from './loaders';
import type { AuthorsServiceFactory } from './ports/AuthorsService';
import type { ContentSearchFactory } from './ports/ContentSearch';
import type { ContentServiceFactory } from './ports/ContentService';

export interface Context {
  /** seed 001 §7: every content call sends the store code as `lang`. */
  storeView: StoreView;
  requestId: string;
  loaders: Loaders;
  logger: Logger;
}

/** What the service gives every request: built once in index.ts, or by a test with fakes of the ports. */
export interface ContextDependencies {
  logger: Logger;
  contentService: ContentServiceFactory;
  authorsService: AuthorsServiceFactory;
  contentSearch: ContentSearchFactory;
}

/** Everything one request needs: its store view, new clients and new loaders. */
export function createContext(
  identity: RequestIdentity,
  { logger, contentService, authorsService, contentSearch }: ContextDependencies,
): Context {
  const requestLogger = logger.child({ requestId: identity.requestId });
  const request = { requestId: identity.requestId };
  return {
    storeView: identity.storeView,
    requestId: identity.requestId,
    loaders: createLoaders(
      { content: contentService(request), authors: authorsService(request), search: contentSearch(request) },
      requestLogger,
    ),
    logger: requestLogger,
  };
}
