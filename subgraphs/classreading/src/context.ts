import type { ReadingUserResult } from '@shop/contracts';
import {
  processLoginLimiter,
  type LoginLimiter,
  type Logger,
  type RequestIdentity,
  type SessionTransport,
} from '@shop/service';
import type { StoreView } from '@shop/store-views';
import { createLoaders, type Loaders } from './loaders';
import type { DigitalProducts, DigitalProductsFactory } from './ports/DigitalProducts';
import type { ReadingProgramme, ReadingProgrammeFactory, ReadingSession } from './ports/ReadingProgramme';

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
  /** The shop customer's token (Authorization: Bearer), for the digital products service; null for a guest. */
  customerToken: string | null;
  /** The JWT of this request, replaced by any JWT an answer carries (seed 001 §4). */
  session: ReadingSession;
  /** Set by readingLogout: the reading session ended in this request (no renewed token is sent back). */
  readingSession: { ended: boolean };
  readingProgramme: ReadingProgramme;
  digitalProducts: DigitalProducts;
  loaders: Loaders;
  logger: Logger;
  /** The clock of the credits' expiry; tests pin it. */
  now: () => Date;
  /** The browser's address as the gateway forwarded it (X-Client-Address); null when unknown. */
  clientAddress: string | null;
  /** Slows the guessing of pupil passwords (issue 18 item 7); one for the whole service. */
  loginLimiter: LoginLimiter;
}

/** What the service gives every request: built once in index.ts, or by a test with a fake of the port. */
export interface ContextDependencies {
  logger: Logger;
  readingProgramme: ReadingProgrammeFactory;
  digitalProducts?: DigitalProductsFactory;
  now?: () => Date;
  /** The service's one login limiter; without it, the process-wide one. */
  loginLimiter?: LoginLimiter;
}

/** Without a digital products service configured (tests of the reading programme alone), a guest's answers. */
const NO_DIGITAL_PRODUCTS: DigitalProducts = {
  books: async () => null,
  preview: async () => null,
};

/** Everything one request needs: its identity, a new client and new loaders. */
export function createContext(identity: RequestIdentity, dependencies: ContextDependencies): Context {
  const session: ReadingSession = { token: identity.readingToken };
  const port = dependencies.readingProgramme({ requestId: identity.requestId, session });
  return {
    storeView: identity.storeView,
    requestId: identity.requestId,
    readingToken: identity.readingToken,
    sessionTransport: identity.sessionTransport,
    customerToken: identity.customerToken,
    session,
    readingSession: { ended: false },
    readingProgramme: port,
    digitalProducts: dependencies.digitalProducts?.({ requestId: identity.requestId }) ?? NO_DIGITAL_PRODUCTS,
    loaders: createLoaders(port),
    logger: dependencies.logger.child({ requestId: identity.requestId }),
    now: dependencies.now ?? (() => new Date()),
    clientAddress: identity.clientAddress,
    loginLimiter: dependencies.loginLimiter ?? processLoginLimiter(),
  };
}

export type { ReadingUserResult };
