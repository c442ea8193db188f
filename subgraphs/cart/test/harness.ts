import type { IncomingHttpHeaders } from 'node:http';
import { createLogger, readRequestIdentity, singleResult } from '@shop/service';
import type { Context } from '../src/context';
import { createContext, createServer } from '../src/server';
import type { CommercePlatform } from '../src/upstream/CommercePlatform';

const server = createServer();
const logger = createLogger('cart-test');

export interface ExecuteOptions {
  headers?: IncomingHttpHeaders;
  stockSynchronize?: boolean;
  /** TAX_USER_GROUP_ID: group tax active for this user group (seed 000 §6). */
  taxUserGroupId?: number;
  /** Inspect or spy on the request's context before the operation runs. */
  withContext?: (context: Context) => void;
}

/** Runs one operation through the real server and context factory, over a fake of the platform port. */
export async function execute<TData = Record<string, unknown>>(
  platform: CommercePlatform,
  query: string,
  variables: Record<string, unknown> = {},
  options: ExecuteOptions = {},
) {
  const contextValue = createContext(readRequestIdentity(options.headers ?? {}), {
    config: {
      STOCK_SYNCHRONIZE: options.stockSynchronize ?? true,
      TAX_USER_GROUP_ID: options.taxUserGroupId,
    },
    logger,
    commercePlatform: () => platform,
  });
  options.withContext?.(contextValue);
  return singleResult<TData>(await server.executeOperation<TData>({ query, variables }, { contextValue }));
}
