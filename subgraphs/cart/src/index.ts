import { createLogger, runMain, serveSubgraph } from '@shop/service';
import { bankAccountOf } from '@shop/pricing';
import { SUBGRAPHS } from '@shop/stack/services';
import { loadConfig } from './config';
import { createContext, createServer } from './server';
import { httpCommercePlatform } from './upstream/http';
import { httpCustomerAccounts } from './upstream/httpAccounts';

const logger = createLogger('cart');

await runMain(async () => {
  const config = loadConfig();
  return serveSubgraph({
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
    },
  });
}, logger);
