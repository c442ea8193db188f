import { createLogger, readRequestIdentity, runMain, serveGraphQL } from '@shop/service';
import { SUBGRAPHS } from '@shop/stack/services';
import { loadConfig } from './config';
import { createContext, createServer } from './server';
import { httpContentService } from './upstream/http';

const logger = createLogger('content');

await runMain(async () => {
  const config = loadConfig();
  const dependencies = { logger, contentService: httpContentService(config) };
  return serveGraphQL({
    name: SUBGRAPHS.content.title,
    server: createServer({ logger }),
    context: async ({ req }) => createContext(readRequestIdentity(req.headers), dependencies),
    port: config[SUBGRAPHS.content.portVariable],
    portVariable: SUBGRAPHS.content.portVariable,
    logger,
  });
}, logger);
