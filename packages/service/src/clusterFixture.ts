/**
 * A server for cluster.test.ts: runClustered with CLUSTER_WORKERS workers, each answering its own pid on
 * CLUSTER_PORT.
 */
import http from 'node:http';
import { runClustered } from './cluster';
import { createLogger } from './logger';

const quick = { firstDelayMs: 50, maxDelayMs: 100, maxRestarts: 3, windowMs: 60_000 };

await runClustered(
  {
    workers: () => Number(process.env.CLUSTER_WORKERS),
    name: 'fixture',
    logger: createLogger('fixture'),
    policy: quick,
  },
  async () => {
    const server = http.createServer((_req, res) => res.end(String(process.pid)));
    server.listen(Number(process.env.CLUSTER_PORT), '127.0.0.1');
    process.once('SIGTERM', () => server.close(() => process.exit(0)));
  },
);
