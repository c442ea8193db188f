import { createLogger } from '@shop/service';
import { runUpstream } from '../shared/main';
import { loadDigitalConfig } from './config';
import { startDigital } from './server';

const logger = createLogger('digital');
await runUpstream(
  logger,
  () => loadDigitalConfig(),
  (config) => startDigital(config, { logger }),
);
