import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The preload that records every process's outgoing connections and look-ups (recorder.mjs). */
export const OUTBOUND_RECORDER = fileURLToPath(new URL('./recorder.mjs', import.meta.url));

/** Where the preload writes: a directory with one file per process. */
export const OUTBOUND_RECORD_DIR_VARIABLE = 'OUTBOUND_RECORD_DIR';

/** One thing a process did toward the network, as the preload wrote it. */
export interface OutboundEvent {
  pid: number;
  /** The process's command line (its entry file), to say which service it was. */
  service: string;
  kind: 'connect' | 'lookup' | 'resolve' | 'udp' | 'ipc';
  host?: string;
  port?: number | string;
  path?: string;
}

/** The environment that makes every service a launcher starts record what it sends out. */
export function outboundRecordingEnv(dir: string): Record<string, string> {
  const existing = process.env.NODE_OPTIONS ? `${process.env.NODE_OPTIONS} ` : '';
  return {
    NODE_OPTIONS: `${existing}--import ${JSON.stringify(OUTBOUND_RECORDER)}`,
    [OUTBOUND_RECORD_DIR_VARIABLE]: dir,
  };
}

export async function readOutboundEvents(dir: string): Promise<OutboundEvent[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.jsonl'));
  const events: OutboundEvent[] = [];
  for (const name of files) {
    const text = await readFile(path.join(dir, name), 'utf8');
    for (const line of text.split('\n')) if (line.trim()) events.push(JSON.parse(line) as OutboundEvent);
  }
  return events;
}

/**
 * Whether a host names this machine: the loopback ranges (127.0.0.0/8, ::1, IPv4-mapped loopback) or
 * `localhost`. Anything else, a public address, a cloud metadata address or any host name to look up, is
 * outside the machine. IPC (a Unix socket path) never leaves it.
 */
export function staysOnThisMachine(event: Pick<OutboundEvent, 'kind' | 'host'>): boolean {
  if (event.kind === 'ipc') return true;
  const host = (event.host ?? 'localhost').replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  if (net.isIPv6(host)) return host === '::1' || /^::ffff:127\./.test(host);
  return false;
}
