import { createLogger } from '@shop/service';
import { runUpstream } from '../shared/main';
import { loadContentConfig } from './config';
import { startContentService } from './server';

const logger = createLogger('content-service');
await runUpstream(
  logger,
  () => loadContentConfig(),
  (config) => startContentService(config, { logger }),
);
