import { createLogger, readRequestIdentity, runMain, serveGraphQL } from '@shop/service';
import { SUBGRAPHS } from '@shop/stack/services';
import { loadConfig } from './config';
import { createContext, createServer } from './server';
import { httpReadingProgramme } from './upstream/http';
import { httpDigitalProducts } from './upstream/httpDigital';

const logger = createLogger('classreading');

await runMain(async () => {
  const config = loadConfig();
  const dependencies = {
    logger,
    readingProgramme: httpReadingProgramme(config),
    digitalProducts: httpDigitalProducts(config),
  };
  return serveGraphQL({
    name: SUBGRAPHS.classreading.title,
    server: createServer({ logger }),
    context: async ({ req }) => createContext(readRequestIdentity(req.headers), dependencies),
    port: config[SUBGRAPHS.classreading.portVariable],
    portVariable: SUBGRAPHS.classreading.portVariable,
    logger,
  });
}, logger);
