import { createLogger } from '@shop/service';
import { runUpstream } from '../shared/main';
import { loadReadingConfig } from './config';
import { startReading } from './server';

const logger = createLogger('reading');
await runUpstream(
  logger,
  () => loadReadingConfig(),
  (config) => startReading(config, { logger }),
);
