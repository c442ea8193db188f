import { createLogger, readRequestIdentity, runMain, serveGraphQL } from '@shop/service';
import { loadConfig } from './config';
import { createContext, createServer } from './server';
import { httpReadingProgramme } from './upstream/http';

const logger = createLogger('classreading');

await runMain(async () => {
  const config = loadConfig();
  const dependencies = { logger, readingProgramme: httpReadingProgramme(config) };
  return serveGraphQL({
    name: 'classreading subgraph',
    server: createServer({ logger }),
    context: async ({ req }) => createContext(readRequestIdentity(req.headers), dependencies),
    port: config.CLASSREADING_PORT,
    portVariable: 'CLASSREADING_PORT',
    logger,
  });
}, logger);
