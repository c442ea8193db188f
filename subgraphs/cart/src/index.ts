import { createLogger, runMain, serveSubgraph } from '@shop/service';
import { bankAccountOf } from '@shop/pricing';
import { SUBGRAPHS } from '@shop/stack/services';
import { loadConfig } from './config';
import { openIdempotentRequests } from './redisIdempotentRequests';
import { createContext, createServer } from './server';
import { httpCommercePlatform } from './upstream/http';
import { httpCustomerAccounts } from './upstream/httpAccounts';

const logger = createLogger('cart');

await runMain(async () => {
  const config = loadConfig();
  // Before listening: a replica that cannot share its idempotency keys (REDIS_URL) would make a task twice.
  const idempotency = await openIdempotentRequests(config.REDIS_URL, logger);
  try {
    const running = await serveSubgraph({
      service: SUBGRAPHS.cart,
      port: config[SUBGRAPHS.cart.portVariable],
      logger,
      createServer,
      createContext,
      dependencies: {
        logger,
        config,
        commercePlatform: httpCommercePlatform({ ...config, logger }),
        customerAccounts: httpCustomerAccounts({ ...config, logger }),
        bankAccount: bankAccountOf(config),
        idempotentRequests: idempotency.requests,
      },
    });
    return {
      ...running,
      close: async () => {
        await running.close();
        await idempotency.close();
      },
    };
  } catch (error) {
    await idempotency.close();
    throw error;
  }
}, logger);
