import { createLogger, runMain } from '@shop/service';
import { loadGatewayConfig } from './config';
import { serveGateway } from './server';

const logger = createLogger('gateway');
void runMain(() => serveGateway(loadGatewayConfig(), logger), logger);
