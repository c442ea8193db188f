import { createLogger, runClustered, runMain } from '@shop/service';
import { loadGatewayConfig } from './config';

const logger = createLogger('gateway');
// One process per core (GATEWAY_WORKERS). The gateway is loaded in the workers only: each builds its own, and
// with it keeps Apollo's telemetry off in its own process (callsHome.ts); the primary only hands out connections.
await runClustered({ name: 'gateway', logger, workers: () => loadGatewayConfig().GATEWAY_WORKERS }, () =>
  runMain(async () => {
    const { serveGateway } = await import('./server');
    return serveGateway(loadGatewayConfig(), logger);
  }, logger),
);
