import { createLogger, listen, type Logger, type RunningService } from '@shop/service';
import { createUpstreamApp } from '../shared/app';
import { readDemoManifest } from '../shared/demoData';
import type { ContentConfig } from './config';
import { ContentLibrary } from './contentLibrary';
import { authorsRouter } from './routes/authors';
import { contentRouter } from './routes/content';
import { searchRouter } from './routes/search';

/**
 * The content service, the authors service and content search (seed 001 §7) on one port, under the bases
 * the stack hands out: /content, /authors and /content-search. Read-only, from content/<storeCode>.json.
 */
export async function startContentService(
  config: ContentConfig,
  options: { logger?: Logger } = {},
): Promise<RunningService> {
  const logger = options.logger ?? createLogger('content-service');
  readDemoManifest(config.DEMO_DATA_DIR);
  const library = ContentLibrary.load(config.DEMO_DATA_DIR);

  const { app, finish } = createUpstreamApp({ nodeEnv: config.NODE_ENV, logger });
  app.use(contentRouter(library), authorsRouter(library), searchRouter(library));
  finish();
  return listen(app, {
    name: 'content service',
    port: config.CONTENT_SERVICE_PORT,
    portVariable: 'CONTENT_SERVICE_PORT',
    logger,
  });
}
