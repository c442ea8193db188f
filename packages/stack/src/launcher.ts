import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import getPort from 'get-port';
import { decideRestart, RESTART_POLICY, type RestartPolicy } from '@shop/service/restartPolicy';
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
  /** Called when a service that was healthy exits without `stop()`, unless `restart` is on. */
  onUnexpectedExit?: (service: ServiceDefinition, code: number | null, signal: NodeJS.Signals | null) => void;
  /**
   * npm start's supervisor: a service that exits without `stop()` after it was healthy is started again on
   * its port after a back-off and waited for until healthy, while every other service keeps serving; after
   * too many restarts within the window it is given up (RESTART_POLICY: 5 within a minute). Off by default,
   * so a test sees a crash as one.
   */
  restart?: boolean | RestartPolicy;
  /** Called when a service died and will be started again after `delayMs`. */
  onRestarting?: (service: ServiceDefinition, death: ServiceDeath & { delayMs: number }) => void;
  /** Called when a restarted service is healthy again, with the milliseconds since it died. */
  onRestarted?: (service: ServiceDefinition, msSinceDeath: number) => void;
  /** Called when a service died once more than the policy allows; it stays down, the others keep running. */
  onGaveUp?: (service: ServiceDefinition, death: ServiceDeath & { restartsInWindow: number }) => void;
}

/** How a service's process ended. */
export interface ServiceDeath {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningStack {
  ports: Ports;
  env: Record<string, string>;
  /** Base URL of each started service. */
  urls: Partial<Record<ServiceName, string>>;
  /**
   * Process id of each started service (benchmarks read its memory from /proc/<pid>/status). Live: after a
   * restart it holds the new process's id.
   */
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

  // In start order; a restarted service's new process takes its predecessor's place.
  const children = new Map<ServiceName, ChildProcess>();
  const urls: RunningStack['urls'] = {};
  const pids: RunningStack['pids'] = {};
  const startMs: RunningStack['startMs'] = {};
  const runtimes: RunningStack['runtimes'] = {};
  const healthTimeoutMs = options.healthTimeoutMs ?? 60_000;
  const policy = options.restart === true ? RESTART_POLICY : options.restart || undefined;
  const restartTimes = new Map<ServiceName, number[]>();
  const urlOf = (service: ServiceDefinition) => `http://127.0.0.1:${ports[service.name]}`;
  const stopped = new AbortController();
  const stop = () => {
    stopped.abort();
    return stopAll([...children.values()]);
  };

  const spawnService = (service: ServiceDefinition) => {
    const child = startService(
      service,
      { ...env, ...options.serviceEnv?.(service) },
      options.output ?? 'pipe',
    );
    children.set(service.name, child);
    if (child.pid !== undefined) pids[service.name] = child.pid;
    return child;
  };

  const watch = (service: ServiceDefinition, child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (stopped.signal.aborted) return;
      if (policy) void restartAfterDeath(service, { code, signal }, policy);
      else options.onUnexpectedExit?.(service, code, signal);
    });
  };

  /** Starts a dead service again until it is healthy, with back-off, or gives it up. */
  const restartAfterDeath = async (service: ServiceDefinition, death: ServiceDeath, rule: RestartPolicy) => {
    const diedAt = Date.now();
    const restarts = restartTimes.get(service.name) ?? [];
    restartTimes.set(service.name, restarts);
    for (let last = death; ;) {
      const decision = decideRestart(restarts, Date.now(), rule);
      if (!decision.restart) {
        options.onGaveUp?.(service, { ...last, restartsInWindow: decision.restartsInWindow });
        return;
      }
      options.onRestarting?.(service, { ...last, delayMs: decision.delayMs });
      const waited = await sleep(decision.delayMs, true, { signal: stopped.signal }).catch(() => false);
      if (!waited) return;
      restarts.push(Date.now());
      const child = spawnService(service);
      try {
        await waitUntilHealthy(service, urlOf(service), child, healthTimeoutMs);
        if (stopped.signal.aborted) return;
        watch(service, child);
        options.onRestarted?.(service, Date.now() - diedAt);
        return;
      } catch {
        if (stopped.signal.aborted) return;
        // It died, or hung, while starting: one more death for the policy.
        await stopAll([child]);
        last = { code: child.exitCode, signal: child.signalCode };
      }
    }
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
            const child = spawnService(service);
            runtimes[service.name] = await waitUntilHealthy(service, urlOf(service), child, healthTimeoutMs);
            urls[service.name] = urlOf(service);
            startMs[service.name] = Date.now() - since;
            options.onHealthy?.(service, Date.now() - since);
            watch(service, child);
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
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = (child as ChildProcess & { outputTail?: string[] }).outputTail?.join('') ?? '';
      const how = child.signalCode ? `on ${child.signalCode}` : `with code ${child.exitCode}`;
      throw new LaunchError(`${service.title} exited ${how} before it was healthy.\n${tail}`);
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
