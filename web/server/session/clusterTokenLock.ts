import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { refreshTokenDigest } from './domain/refreshTokenDigest';
import { TokenLock } from './domain/tokenLock';
import type { RefreshResult } from './domain/tokenRefresh';

/** What the session forwarder needs of a token lock: one refresh per refresh token (domain/tokenLock.ts). */
export interface RefreshLock {
  refresh(refreshToken: string, refresh: () => Promise<RefreshResult>): Promise<RefreshResult>;
}

/**
 * The web server's token lock shared by its processes (issue 24 'one token refresh for every tab'). `npm start`
 * runs one web process per core and the cluster hands each connection to one of them, so a customer's tabs
 * reach several: with a lock per process each refreshed the same refresh token, and the platform, which rotates
 * it, refused all but the first, ending the session. The lock now lives in the cluster's primary; a worker
 * claims a refresh there, and the primary asks the first claimant to run it and hands its outcome to every
 * claimant of the same token (and, within the grace time, to later ones), as the lock in one process does.
 * Tokens travel as their SHA-256 only: the primary keys its entries, it never needs the token.
 */
const CHANNEL = 'shop-token-lock';

export type ToPrimary =
  | { channel: typeof CHANNEL; kind: 'claim'; id: string; token: string }
  | { channel: typeof CHANNEL; kind: 'ran'; id: string; result: RefreshResult };

export type ToWorker =
  | { channel: typeof CHANNEL; kind: 'run'; id: string }
  | { channel: typeof CHANNEL; kind: 'outcome'; id: string; result: RefreshResult };

function isOurs<T extends { channel: string }>(message: unknown): message is T {
  return (
    typeof message === 'object' && message !== null && (message as { channel?: unknown }).channel === CHANNEL
  );
}

/** A worker as the primary's lock sees it: something to send to, which may die. */
export interface LockClient {
  send(message: ToWorker): void;
}

/** How the primary hears its workers: node:cluster in the shop, an in-memory hub in tests. */
export interface LockHub<C extends LockClient> {
  onMessage(listener: (client: C, message: unknown) => void): void;
  onExit(listener: (client: C) => void): void;
}

/** Serves one lock to every worker; called in the cluster's primary before the workers start. */
export function serveTokenLock<C extends LockClient>(hub: LockHub<C>, lock = new TokenLock()): void {
  const runs = new Map<C, Map<string, (result: RefreshResult) => void>>();
  const runsOf = (client: C) => runs.get(client) ?? runs.set(client, new Map()).get(client)!;

  hub.onMessage((client, message) => {
    if (!isOurs<ToPrimary>(message)) return;
    if (message.kind === 'ran') {
      runsOf(client).get(message.id)?.(message.result);
      runsOf(client).delete(message.id);
      return;
    }
    const { id, token } = message;
    void lock
      .refresh(
        token,
        () =>
          new Promise<RefreshResult>((resolve) => {
            runsOf(client).set(id, resolve);
            client.send({ channel: CHANNEL, kind: 'run', id });
          }),
      )
      .then((result) => {
        try {
          client.send({ channel: CHANNEL, kind: 'outcome', id, result });
        } catch {
          // The claimant is gone; the others have the outcome.
        }
      });
  });
  // A worker that dies while it refreshes leaves nothing settled: as a refresh that could not be tried, so
  // the waiting claimants answer 'refresh the page' and the next refused request tries again.
  hub.onExit((client) => {
    for (const settle of runs.get(client)?.values() ?? []) settle({ kind: 'unavailable' });
    runs.delete(client);
  });
}

/** How a worker talks to its primary: process.send and process.on('message') in the shop. */
export interface LockChannel {
  send(message: ToPrimary): void;
  onMessage(listener: (message: unknown) => void): void;
}

/** A worker's side of the shared lock. */
export class ClusterTokenLock implements RefreshLock {
  private readonly waiting = new Map<
    string,
    { refresh: () => Promise<RefreshResult>; settle: (result: RefreshResult) => void }
  >();

  constructor(private readonly channel: LockChannel) {
    channel.onMessage((message) => {
      if (!isOurs<ToWorker>(message)) return;
      const claim = this.waiting.get(message.id);
      if (!claim) return;
      if (message.kind === 'run') {
        void claim
          .refresh()
          .catch((): RefreshResult => ({ kind: 'unavailable' }))
          .then((result) => this.channel.send({ channel: CHANNEL, kind: 'ran', id: message.id, result }));
      } else {
        this.waiting.delete(message.id);
        claim.settle(message.result);
      }
    });
  }

  refresh(refreshToken: string, refresh: () => Promise<RefreshResult>): Promise<RefreshResult> {
    const id = randomUUID();
    return new Promise((settle) => {
      this.waiting.set(id, { refresh, settle });
      this.channel.send({ channel: CHANNEL, kind: 'claim', id, token: refreshTokenDigest(refreshToken) });
    });
  }
}

/** In the primary: serves the lock to the workers node:cluster forks. */
export function serveTokenLockToWorkers(): void {
  serveTokenLock<Worker>({
    onMessage: (listener) => cluster.on('message', listener),
    onExit: (listener) => cluster.on('exit', listener),
  });
}

/** The lock of this process: the primary's when it is a cluster worker, its own when it serves alone. */
export function tokenLockOfThisProcess(): RefreshLock {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return new TokenLock();
  return new ClusterTokenLock({
    send: (message) => void send(message),
    onMessage: (listener) => process.on('message', listener),
  });
}
