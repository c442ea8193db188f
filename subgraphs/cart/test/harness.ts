import type { IncomingHttpHeaders } from 'node:http';
import {
  createLoginLimiter,
  createLogger,
  readRequestIdentity,
  singleResult,
  type LoginLimiter,
} from '@shop/service';
import type { Context, SessionTransport } from '../src/context';
import { createContext, createServer } from '../src/server';
import type { FakeCommercePlatform } from '../src/upstream/fake';
import { FakeCustomerAccounts } from '../src/upstream/fakeAccounts';

const server = createServer();
const logger = createLogger('cart-test');

export interface ExecuteOptions {
  headers?: IncomingHttpHeaders;
  /** The customer token of the request (Authorization: Bearer). */
  token?: string;
  /** How the caller keeps its session (X-Session-Transport); bearer by default, as an API partner. */
  sessionTransport?: SessionTransport;
  stockSynchronize?: boolean;
  /** TAX_USER_GROUP_ID: group tax active for this user group (seed 000 §6). */
  taxUserGroupId?: number;
  /** The login limiter the request counts against; a fresh one per request by default, so tests stay apart. */
  loginLimiter?: LoginLimiter;
  /** Inspect or spy on the request's context before the operation runs. */
  withContext?: (context: Context) => void;
}

/**
 * Runs one operation through the real server and context factory, over the fake platform: each token sees
 * the same fake platform as the HTTP adapter would (its own cart with a token, guest carts without).
 */
export async function execute<TData = Record<string, unknown>>(
  platform: FakeCommercePlatform,
  query: string,
  variables: Record<string, unknown> = {},
  options: ExecuteOptions = {},
) {
  const { result } = await executeWithContext<TData>(platform, query, variables, options);
  return result;
}

/** execute, also answering the request's context (its session change, its loaders). */
export async function executeWithContext<TData = Record<string, unknown>>(
  platform: FakeCommercePlatform,
  query: string,
  variables: Record<string, unknown> = {},
  options: ExecuteOptions = {},
) {
  const headers = {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const contextValue = createContext(
    { ...readRequestIdentity(headers), sessionTransport: options.sessionTransport ?? 'bearer' },
    {
      config: {
        STOCK_SYNCHRONIZE: options.stockSynchronize ?? true,
        TAX_USER_GROUP_ID: options.taxUserGroupId,
      },
      logger,
      commercePlatform: ({ customerToken }) => platform.as(customerToken),
      customerAccounts: ({ customerToken }) => new FakeCustomerAccounts(platform.state, customerToken),
      loginLimiter: options.loginLimiter ?? createLoginLimiter(),
    },
  );
  options.withContext?.(contextValue);
  const result = singleResult<TData>(
    await server.executeOperation<TData>({ query, variables }, { contextValue }),
  );
  return { result, context: contextValue };
}
