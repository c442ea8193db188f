import { createLogger, runMain, serveSubgraph } from '@shop/service';
import { SUBGRAPHS } from '@shop/stack/services';
import { loadConfig } from './config';
import { createContext, createServer } from './server';
import { cachedAuthorsService } from './upstream/cachedAuthors';
import { httpContentService } from './upstream/http';
import { httpAuthorsService } from './upstream/httpAuthors';
import { httpContentSearch } from './upstream/httpContentSearch';

const logger = createLogger('content');

await runMain(async () => {
  const config = loadConfig();
  return serveSubgraph({
    service: SUBGRAPHS.content,
    port: config[SUBGRAPHS.content.portVariable],
    logger,
    createServer,
    createContext,
    dependencies: {
      logger,
      contentService: httpContentService({ ...config, logger }),
      authorsService: cachedAuthorsService(httpAuthorsService({ ...config, logger })),
      contentSearch: httpContentSearch({ ...config, logger }),
    },
  });
}, logger);
