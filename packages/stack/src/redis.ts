import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import getPort from 'get-port';

/**
 * Debian's redis-server (STACK.md), the shared state of many gateway replicas (issue 23). Tests start their
 * own on a free port, in memory only; the shop never needs it on one machine.
 */
export const REDIS_SERVER_PATH = '/usr/bin/redis-server';

export class RedisMissingError extends Error {
  override name = 'RedisMissingError';
}

/** Installs Debian's redis-server package when it is missing (a few seconds); that needs root, as Chromium. */
export function ensureRedisServer(): void {
  if (existsSync(REDIS_SERVER_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new RedisMissingError(
      `redis-server is missing at ${REDIS_SERVER_PATH} and installing it needs root. Run as root: apt-get update && apt-get install -y redis-server`,
    );
  }
  console.log(`redis-server is missing at ${REDIS_SERVER_PATH}: installing Debian's redis-server package...`);
  // Several test files (the gateway's, the cart's) may start a Redis at once on a fresh machine: apt waits for
  // another's lock rather than failing, and one that still fails looks whether the other installed it.
  const waitForLock = '-o DPkg::Lock::Timeout=300';
  try {
    execSync(`apt-get ${waitForLock} update && apt-get ${waitForLock} install -y redis-server`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    if (!waitUntilInstalledElsewhere()) throw error;
  }
  if (!existsSync(REDIS_SERVER_PATH))
    throw new RedisMissingError(`apt-get installed redis-server, but ${REDIS_SERVER_PATH} is still missing.`);
}

/** Whether redis-server appears within two minutes (another process installing it). */
function waitUntilInstalledElsewhere(): boolean {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (existsSync(REDIS_SERVER_PATH)) return true;
    execSync('sleep 1');
  }
  return existsSync(REDIS_SERVER_PATH);
}

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Whether a Redis answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * A Redis of its own on a free local port, in memory only (no snapshot, no append-only file), for tests;
 * installed first when missing.
 */
export async function startRedis(): Promise<RunningRedis> {
  ensureRedisServer();
  const port = await getPort();
  const child = spawn(
    REDIS_SERVER_PATH,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null) throw new RedisMissingError(`redis-server exited: ${stderr.trim()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new RedisMissingError(`redis-server did not answer on port ${port} within 10 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
