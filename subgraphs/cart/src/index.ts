import { createLogger, readRequestIdentity, runMain, serveGraphQL } from '@shop/service';
import { SUBGRAPHS } from '@shop/stack/services';
import { loadConfig } from './config';
import { createContext, createServer } from './server';
import { httpCommercePlatform } from './upstream/http';
import { httpCustomerAccounts } from './upstream/httpAccounts';

const logger = createLogger('cart');

await runMain(async () => {
  const config = loadConfig();
  const dependencies = {
    logger,
    config,
    commercePlatform: httpCommercePlatform(config),
    customerAccounts: httpCustomerAccounts(config),
  };
  return serveGraphQL({
    name: SUBGRAPHS.cart.title,
    server: createServer({ logger }),
    context: async ({ req }) => createContext(readRequestIdentity(req.headers), dependencies),
    port: config[SUBGRAPHS.cart.portVariable],
    portVariable: SUBGRAPHS.cart.portVariable,
    logger,
  });
}, logger);
