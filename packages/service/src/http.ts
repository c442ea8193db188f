import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Express } from 'express';
import type { Logger } from './logger';

export interface RunningService {
  name: string;
  /** Base URL, e.g. http://127.0.0.1:4001 */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The runtime a service runs on, by its major version (issue 19: the shop runs on Node 24 LTS): `/health`
 * names it for the launcher and the operator; the patch version stays in the start log, out of public answers.
 */
export const RUNTIME = `node ${process.versions.node.split('.')[0]}`;

/** An express app with the endpoints every service has: `GET /health` answers 200 once the service can serve. */
export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', runtime: RUNTIME });
  });
  return app;
}

export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

export interface ListenOptions {
  name: string;
  port: number;
  host?: string;
  /** The environment variable that changes this port, named in the error when the port is taken. */
  portVariable: string;
  logger?: Logger;
}

/** Listens on host:port; a port in use fails with a message naming the port and the variable that changes it. */
export function listen(app: Express, options: ListenOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(options.port, host);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortInUseError(
            `${options.name}: port ${options.port} is already in use. Stop what uses it or choose another port with ${options.portVariable}=<port>.`,
          ),
        );
      } else reject(error);
    });
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://${host}:${port}`;
      options.logger?.info({ url, runtime: `node ${process.version}` }, `${options.name} listening`);
      resolve({
        name: options.name,
        url,
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Runs `start`, prints a clear message and exits 1 on failure, and closes cleanly on SIGINT/SIGTERM. */
export async function runMain(start: () => Promise<RunningService>, logger: Logger): Promise<void> {
  try {
    const service = await start();
    const stop = async () => {
      await service.close().catch(() => undefined);
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : error);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
