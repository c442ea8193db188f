import { createLogger } from '@shop/service';
import { runUpstream } from '../shared/main';
import { loadCommerceConfig } from './config';
import { startCommerce } from './server';

const logger = createLogger('commerce');
await runUpstream(
  logger,
  () => loadCommerceConfig(),
  (config) => startCommerce(config, { logger }),
);
