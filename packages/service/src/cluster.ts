import cluster, { type Worker } from 'node:cluster';
import { decideRestart, RESTART_POLICY, type RestartPolicy } from './domain/restartPolicy';
import type { Logger } from './logger';

export interface ClusterOptions {
  /**
   * How many processes serve, read by the primary only (from the service's config: WEB_WORKERS,
   * GATEWAY_WORKERS); 1 runs `main` in this process, without a primary. A bad value stops the start with its
   * message, as runMain does.
   */
  workers: () => number;
  /** The server's name in log lines. */
  name: string;
  logger: Logger;
  /**
   * Runs once per server before any worker, in the primary (or the one process): the web server copies its
   * build there. A failure stops the start with its message, as runMain does.
   */
  beforeWorkers?: () => void;
  /** When a worker that served dies, another is forked after this back-off; too many deaths stop the server. */
  policy?: RestartPolicy;
}

/** What a worker knows of the server it belongs to. */
export interface ClusteredServer {
  /** The server's process id: its primary's, or its own when it runs alone. */
  pid: number;
}

/** How long the primary waits for its workers to close their connections before it kills them. */
const STOP_GRACE_MS = 5000;

/**
 * Issue 23, 'services on every core': one process per core. The primary forks `workers` processes that each
 * run `main` (which listens: node:cluster shares the port, the primary handing out connections); a worker that
 * dies after it listened is replaced with back-off, and SIGINT/SIGTERM stop the workers before the primary
 * exits. A worker that dies before it ever listened (a port in use, a broken build) stops the server with its
 * exit code: another fork would fail the same way. If the primary dies, its workers exit with it (node:cluster).
 */
export async function runClustered(
  options: ClusterOptions,
  main: (server: ClusteredServer) => Promise<void>,
): Promise<void> {
  if (cluster.isWorker) return main({ pid: process.ppid });
  let workers: number;
  try {
    workers = options.workers();
    options.beforeWorkers?.();
  } catch (error) {
    options.logger.fatal(error instanceof Error ? error.message : error);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (workers <= 1) return main({ pid: process.pid });
  runPrimary(workers, options);
}

function runPrimary(workers: number, { name, logger, policy = RESTART_POLICY }: ClusterOptions): void {
  const served = new WeakSet<Worker>();
  const restarts: number[] = [];
  let stopping = false;

  const fork = () =>
    cluster.fork().once('listening', function (this: Worker) {
      served.add(this);
    });

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
    if (alive.length === 0) process.exit(exitCode);
    let left = alive.length;
    for (const worker of alive) {
      worker?.once('exit', () => {
        if (--left === 0) process.exit(exitCode);
      });
      worker?.process.kill('SIGTERM');
    }
    setTimeout(() => alive.forEach((worker) => worker?.process.kill('SIGKILL')), STOP_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const death = { pid: worker.process.pid, code, signal };
    if (!served.has(worker)) {
      logger.fatal(death, `${name}: a worker stopped before it served; stopping`);
      stop(code || 1);
      return;
    }
    const decision = decideRestart(restarts, Date.now(), policy);
    if (!decision.restart) {
      logger.fatal(
        { ...death, restartsInWindow: decision.restartsInWindow },
        `${name}: workers keep dying; stopping`,
      );
      stop(1);
      return;
    }
    logger.warn({ ...death, delayMs: decision.delayMs }, `${name}: a worker stopped; starting another`);
    setTimeout(() => {
      if (stopping) return;
      restarts.push(Date.now());
      fork();
    }, decision.delayMs);
  });

  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  logger.info({ workers }, `${name}: starting ${workers} workers`);
  for (let i = 0; i < workers; i++) fork();
}
