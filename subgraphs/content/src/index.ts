import { createLogger, readRequestIdentity, runMain, serveGraphQL } from '@shop/service';
import { loadConfig } from './config';
import { createContext, createServer } from './server';
import { httpContentService } from './upstream/http';

const logger = createLogger('content');

await runMain(async () => {
  const config = loadConfig();
  const dependencies = { logger, contentService: httpContentService(config) };
  return serveGraphQL({
    name: 'content subgraph',
    server: createServer({ logger }),
    context: async ({ req }) => createContext(readRequestIdentity(req.headers), dependencies),
    port: config.CONTENT_PORT,
    portVariable: 'CONTENT_PORT',
    logger,
  });
}, logger);
