import { createLogger, runMain, serveSubgraph } from '@shop/service';
import { SUBGRAPHS } from '@shop/stack/services';
import { loadConfig } from './config';
import { createContext, createServer } from './server';
import { httpReadingProgramme } from './upstream/http';
import { httpDigitalProducts } from './upstream/httpDigital';

const logger = createLogger('classreading');

await runMain(async () => {
  const config = loadConfig();
  return serveSubgraph({
    service: SUBGRAPHS.classreading,
    port: config[SUBGRAPHS.classreading.portVariable],
    logger,
    createServer,
    createContext,
    dependencies: {
      logger,
      readingProgramme: httpReadingProgramme({ ...config, logger }),
      digitalProducts: httpDigitalProducts({ ...config, logger }),
    },
  });
}, logger);
