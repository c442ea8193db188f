import { createLogger, runMain, serveGraphQL } from '@shop/service';
import { loadConfig } from './config';
import { createContext, createServer } from './server';

const logger = createLogger('cart');

await runMain(async () => {
  const config = loadConfig();
  return serveGraphQL({
    name: 'cart subgraph',
    port: config.CART_PORT,
    portVariable: 'CART_PORT',
    logger,
    server: createServer({ logger }),
    context: createContext({ config, logger }),
  });
}, logger);
