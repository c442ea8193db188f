import type { CustomerProfile } from '@shop/contracts';
import {
  processLoginLimiter,
  type LoginLimiter,
  type Logger,
  type ReadingSessionChange,
  type RequestIdentity,
  type SessionTransport,
  type ShopSessionChange,
} from '@shop/service';
import { DEMO_BANK_ACCOUNT, type BankAccount } from '@shop/pricing';
import type { StoreView } from '@shop/store-views';
import type { CartConfig } from './config';
import { readingSessionAfterProfileRefresh } from './domain/readingSession';
import { createLoaders, type Loaders } from './loaders';
import { processIdempotentRequests, type IdempotentRequests } from './idempotentRequests';
import type { CommercePlatform, CommercePlatformFactory } from './ports/CommercePlatform';
import type { CustomerAccounts, CustomerAccountsFactory } from './ports/CustomerAccounts';

/** The commerce platform as one customer (or a guest) sees it, with the loaders of its answers. */
export interface Commerce {
  /** The customer's token; null for a guest. */
  token: string | null;
  platform: CommercePlatform;
  accounts: CustomerAccounts;
  loaders: Loaders;
}

export type { SessionTransport };

/** What every resolver gets, new for every request. */
export interface Context {
  storeView: StoreView;
  requestId: string;
  /** The commerce platform's customer token; null for guests. */
  customerToken: string | null;
  /** With 'cookie', tokens never appear in an answer: the web server keeps them in HttpOnly cookies. */
  sessionTransport: SessionTransport;
  logger: Logger;
  /** The platform as the request's customer (or guest). */
  commerce: Commerce;
  /** Shorthands of `commerce`. */
  platform: CommercePlatform;
  loaders: Loaders;
  /** The platform as another token sees it: a session that began in this request (login, registration). */
  as(token: string | null): Commerce;
  /** A session this request began, renewed or ended: the answer's X-Shop-Session header (server.ts). */
  session: { change: ShopSessionChange | null };
  /**
   * The reading programme's session as the request's profile refreshes left it (seed 001 §4): the answer's
   * X-Reading-Session header (server.ts). `profileJwt` is the classReading JWT of the profile this request
   * loaded (null: none loaded, or it had none), which a session begun in the request starts with.
   */
  readingSession: { carried: string | null; change: ReadingSessionChange | null; profileJwt: string | null };
  /** seed 000 §4: with stock sync off, stock is volatile (not verified online). */
  stockSynchronize: boolean;
  /** The browser's address as the gateway forwarded it (X-Client-Address); null when unknown. */
  clientAddress: string | null;
  /** Slows the guessing of shop and teacher passwords (issue 18 item 7); one for the whole service. */
  loginLimiter: LoginLimiter;
  /** The shop's account that bank-transfer orders are paid into. */
  bankAccount: BankAccount;
  /** Cart changes named by an idempotency key, made once (an offline sync task sent twice); one for the service. */
  idempotentRequests: IdempotentRequests;
}

/** What the service gives every request: built once in index.ts, or by a test with fakes of the ports. */
export interface ContextDependencies {
  logger: Logger;
  /** The platform of one request: the HTTP adapter (upstream/http.ts), or a fake (upstream/fake.ts). */
  commercePlatform: CommercePlatformFactory;
  /** The accounts of one request: upstream/httpAccounts.ts, or a fake (upstream/fakeAccounts.ts). */
  customerAccounts: CustomerAccountsFactory;
  config: Pick<CartConfig, 'STOCK_SYNCHRONIZE'> & Partial<Pick<CartConfig, 'TAX_USER_GROUP_ID'>>;
  /** The service's one login limiter; without it, the process-wide one. */
  loginLimiter?: LoginLimiter;
  /** The shop's account (config BANK_TRANSFER_*); without it, the demo account. */
  bankAccount?: BankAccount;
  /** The service's idempotent requests; without them, the process-wide ones. */
  idempotentRequests?: IdempotentRequests;
}

/** Everything one request needs: its identity, new clients and new loaders per customer token. */
export function createContext(identity: RequestIdentity, dependencies: ContextDependencies): Context {
  const byToken = new Map<string | null, Commerce>();
  const readingSession: Context['readingSession'] = {
    carried: identity.readingToken,
    change: null,
    profileJwt: null,
  };
  const onProfile = (profile: CustomerProfile) => {
    readingSession.profileJwt = profile.classReading?.jwt || null;
    readingSession.change = readingSessionAfterProfileRefresh(
      profile.classReading?.jwt,
      identity.readingToken,
    );
  };
  const as = (token: string | null): Commerce => {
    const known = byToken.get(token);
    if (known) return known;
    const request = {
      requestId: identity.requestId,
      storeCode: identity.storeView.code,
      customerToken: token,
    };
    const platform = dependencies.commercePlatform(request);
    const accounts = dependencies.customerAccounts(request);
    const commerce: Commerce = {
      token,
      platform,
      accounts,
      loaders: createLoaders(platform, accounts, {
        storeView: identity.storeView,
        groupTaxUserGroupId: dependencies.config.TAX_USER_GROUP_ID ?? null,
        isCustomer: token !== null,
        onProfile,
      }),
    };
    byToken.set(token, commerce);
    return commerce;
  };
  const commerce = as(identity.customerToken);
  return {
    storeView: identity.storeView,
    requestId: identity.requestId,
    customerToken: identity.customerToken,
    sessionTransport: identity.sessionTransport,
    logger: dependencies.logger.child({ requestId: identity.requestId }),
    commerce,
    platform: commerce.platform,
    loaders: commerce.loaders,
    as,
    session: { change: null },
    readingSession,
    stockSynchronize: dependencies.config.STOCK_SYNCHRONIZE,
    clientAddress: identity.clientAddress,
    loginLimiter: dependencies.loginLimiter ?? processLoginLimiter(),
    bankAccount: dependencies.bankAccount ?? DEMO_BANK_ACCOUNT,
    idempotentRequests: dependencies.idempotentRequests ?? processIdempotentRequests(),
  };
}
