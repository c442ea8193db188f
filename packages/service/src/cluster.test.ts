import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const FIXTURE = new URL('./clusterFixture.ts', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pids that answered `requests` requests (new connections each, so the primary spreads them). */
async function answeringPids(port: number, requests = 12): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(1000),
    }).catch(() => undefined);
    if (response?.ok) pids.add(Number(await response.text()));
  }
  return pids;
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('runClustered', () => {
  let primary: ChildProcess | undefined;
  afterEach(() => {
    if (primary?.exitCode === null) primary.kill('SIGKILL');
  });

  it('serves from every worker on one port, replaces a worker that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env: { ...process.env, CLUSTER_WORKERS: '2', CLUSTER_PORT: String(port), LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const workers = await until(async () => {
      const pids = await answeringPids(port);
      return pids.size === 2 ? [...pids] : undefined;
    });
    expect(workers).not.toContain(primary.pid);

    process.kill(workers[0] ?? 0, 'SIGKILL');
    const afterDeath = await until(async () => {
      const pids = await answeringPids(port);
      return pids.size === 2 && !pids.has(workers[0] ?? 0) ? [...pids] : undefined;
    });
    expect(afterDeath).toContain(workers[1]);

    const exited = once(primary, 'exit');
    primary.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    expect(afterDeath.filter(isAlive)).toEqual([]);
  }, 30_000);

  it('stops with the exit code of a worker that could not start (its port in use)', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as net.AddressInfo;
    primary = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env: { ...process.env, CLUSTER_WORKERS: '2', CLUSTER_PORT: String(port), LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const [code] = (await once(primary, 'exit')) as [number | null];
    blocker.close();
    expect(code).not.toBe(0);
  }, 30_000);
});
