import { createLogger, readRequestIdentity, runMain, serveGraphQL } from '@shop/service';
import { loadContentConfig } from './config';
import { createContext, createServer } from './server';
import { httpContentService } from './upstream/http';

const logger = createLogger('content');

await runMain(async () => {
  const config = loadContentConfig();
  const contentService = httpContentService(config);
  return serveGraphQL({
    name: 'content subgraph',
    server: createServer({ logger }),
    context: async ({ req }) => createContext(readRequestIdentity(req.headers), { logger, contentService }),
    port: config.CONTENT_PORT,
    portVariable: 'CONTENT_PORT',
    logger,
  });
}, logger);
