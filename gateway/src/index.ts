import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { createLogger, runClustered, runMain } from '@shop/service';
import { loadGatewayConfig } from './config';

const logger = createLogger('gateway');
// One process per core (GATEWAY_WORKERS). The gateway is loaded in the workers only: each builds its own, and
// with it keeps Apollo's telemetry off in its own process (callsHome.ts); the primary only hands out connections.
// Without Redis, the partners' budgets of all the workers are counted once, in the primary (partnerBudgets.ts).
await runClustered(
  {
    name: 'gateway',
    logger,
    workers: () => loadGatewayConfig().GATEWAY_WORKERS,
    beforeWorkers: () => void new RateLimiterClusterMaster(),
  },
  () =>
    runMain(async () => {
      const { serveGateway } = await import('./server');
      return serveGateway(loadGatewayConfig(), logger);
    }, logger),
);
