import type { Logger, RequestIdentity, SessionTransport } from '@shop/service';
import type { StoreView } from '@shop/store-views';
import { createLoaders, type Loaders } from './loaders';
import type { ReadingProgramme, ReadingProgrammeFactory, ReadingSession } from './upstream/ReadingProgramme';

export interface Context {
  storeView: StoreView;
  requestId: string;
  /** The reading programme's JWT the client sent (X-Reading-Token), if any. */
  readingToken: string | null;
  /**
   * `cookie`: the storefront's web server keeps the JWT in an HttpOnly cookie, so answers never put it in a
   * body JavaScript reads; `bearer`: API clients get it in the payload.
   */
  sessionTransport: SessionTransport;
  /** The JWT of this request, replaced by any JWT an answer carries (seed 001 §4); null once ended. */
  session: ReadingSession;
  readingProgramme: ReadingProgramme;
  loaders: Loaders;
  logger: Logger;
}

/** What the service gives every request: built once in index.ts, or by a test with a fake of the port. */
export interface ContextDependencies {
  logger: Logger;
  readingProgramme: ReadingProgrammeFactory;
}

/** Everything one request needs: its identity, a new client and new loaders. */
export function createContext(
  identity: RequestIdentity,
  { logger, readingProgramme }: ContextDependencies,
): Context {
  const session: ReadingSession = { token: identity.readingToken };
  const port = readingProgramme({ requestId: identity.requestId, session });
  return {
    storeView: identity.storeView,
    requestId: identity.requestId,
    readingToken: identity.readingToken,
    sessionTransport: identity.sessionTransport,
    session,
    readingProgramme: port,
    loaders: createLoaders(port),
    logger: logger.child({ requestId: identity.requestId }),
  };
}
