import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import getPort from 'get-port';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_PORTS,
  DEFAULT_STATE_DIR,
  REPO_ROOT,
  SERVICES,
  stackEnvironment,
  type Ports,
  type ServiceDefinition,
  type ServiceName,
} from './services';

export interface LaunchOptions {
  /** Which services to start (in stack order); all by default. */
  only?: readonly ServiceName[];
  /** Ports per service; defaults are the stack's default ports. Use `freePorts()` in tests. */
  ports?: Partial<Ports>;
  dataDir?: string;
  stateDir?: string;
  /** Extra environment for every service (e.g. LOG_LEVEL, NODE_ENV). */
  env?: Record<string, string>;
  /** Extra environment of one service, over `env` (npm start: localShopEnvironment). */
  serviceEnv?: (service: ServiceDefinition) => Record<string, string>;
  /** 'inherit' shows the services' logs (npm start); 'pipe' keeps them for error messages (tests). */
  output?: 'inherit' | 'pipe';
  /** How long one service may take to become healthy. */
  healthTimeoutMs?: number;
  /** Called as each service becomes healthy, with the milliseconds it took (npm start prints them). */
  onHealthy?: (service: ServiceDefinition, ms: number) => void;
  /** Called when a service that was healthy exits without `stop()` (npm start then stops the rest). */
  onUnexpectedExit?: (service: ServiceDefinition, code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface RunningStack {
  ports: Ports;
  env: Record<string, string>;
  /** Base URL of each started service. */
  urls: Partial<Record<ServiceName, string>>;
  /** Process id of each started service (benchmarks read its memory from /proc/<pid>/status). */
  pids: Partial<Record<ServiceName, number>>;
  /** Milliseconds from spawning each service until its /health answered (benchmarks report start-up cost). */
  startMs: Partial<Record<ServiceName, number>>;
  /** The runtime each service's /health names ('node 24'): the pinned Node runs every process (issue 19). */
  runtimes: Partial<Record<ServiceName, string>>;
  stop(): Promise<void>;
}

export class LaunchError extends Error {
  override name = 'LaunchError';
}

/** A free port for every service, for tests that run beside a started shop. */
export async function freePorts(): Promise<Ports> {
  const entries: [ServiceName, number][] = [];
  const taken = new Set<number>();
  for (const service of SERVICES) {
    const port = await getPort({ exclude: [...taken] });
    taken.add(port);
    entries.push([service.name, port]);
  }
  return Object.fromEntries(entries) as Ports;
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Starts the services as their own processes, tier by tier, each waited for until healthy. */
export async function launchStack(options: LaunchOptions = {}): Promise<RunningStack> {
  const ports: Ports = { ...DEFAULT_PORTS, ...options.ports };
  const env = {
    ...stackEnvironment(ports, {
      dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
      stateDir: options.stateDir ?? DEFAULT_STATE_DIR,
    }),
    ...options.env,
  };
  const selected = SERVICES.filter((s) => !options.only || options.only.includes(s.name));

  for (const service of selected) {
    if (!(await isPortFree(ports[service.name]))) {
      throw new LaunchError(
        `Port ${ports[service.name]} (${service.title}) is already in use. Stop what uses it or choose another port with ${service.portVariable}=<port>.`,
      );
    }
  }

  const children: ChildProcess[] = [];
  const urls: RunningStack['urls'] = {};
  const pids: RunningStack['pids'] = {};
  const startMs: RunningStack['startMs'] = {};
  const runtimes: RunningStack['runtimes'] = {};
  let stopping = false;
  const stop = () => {
    stopping = true;
    return stopAll(children);
  };
  try {
    // Tier by tier: the services of one tier start at once (they do not call each other), and a tier
    // starts when the one before is healthy, because subgraphs need upstreams and the gateway subgraphs.
    for (const tier of [0, 1, 2, 3] as const) {
      await Promise.all(
        selected
          .filter((service) => service.tier === tier)
          .map(async (service) => {
            const since = Date.now();
            const child = startService(
              service,
              { ...env, ...options.serviceEnv?.(service) },
              options.output ?? 'pipe',
            );
            children.push(child);
            const url = `http://127.0.0.1:${ports[service.name]}`;
            runtimes[service.name] = await waitUntilHealthy(
              service,
              url,
              child,
              options.healthTimeoutMs ?? 60_000,
            );
            urls[service.name] = url;
            if (child.pid !== undefined) pids[service.name] = child.pid;
            startMs[service.name] = Date.now() - since;
            options.onHealthy?.(service, Date.now() - since);
            child.once('exit', (code, signal) => {
              if (!stopping) options.onUnexpectedExit?.(service, code, signal);
            });
          }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, env, urls, pids, startMs, runtimes, stop };
}

function startService(
  service: ServiceDefinition,
  env: Record<string, string>,
  output: 'inherit' | 'pipe',
): ChildProcess {
  const cwd = path.join(REPO_ROOT, service.dir);
  const child = spawn(process.execPath, [...(service.nodeOptions ?? []), '--import', 'tsx', service.entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
  });
  if (output === 'pipe') {
    // Keep the tail of the output so a service that fails to start can say why.
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      tail.push(chunk.toString());
      if (tail.length > 50) tail.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    (child as ChildProcess & { outputTail?: string[] }).outputTail = tail;
  }
  return child;
}

async function waitUntilHealthy(
  service: ServiceDefinition,
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const tail = (child as ChildProcess & { outputTail?: string[] }).outputTail?.join('') ?? '';
      throw new LaunchError(
        `${service.title} exited with code ${child.exitCode} before it was healthy.\n${tail}`,
      );
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) {
        const health = (await response.json().catch(() => ({}))) as { runtime?: unknown };
        return typeof health.runtime === 'string' ? health.runtime : 'unknown';
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new LaunchError(`${service.title} was not healthy at ${url}/health within ${timeoutMs} ms.`);
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  // Stop in reverse start order: web first, upstreams last.
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
