import type { ApolloClient, DocumentNode } from '@apollo/client';
import { onSessionChange } from '@/shared/session/sessionEvents';
import {
  STILL_RUNNING_RETRY_MS,
  type NewSyncTask,
  type SyncTask,
  type SyncTaskAnswer,
} from './domain/syncTask';
import { apolloSyncTransport } from './graphqlSyncTask';
import { SYNC_QUEUE_LOCK, SyncQueue, type ReplayReport } from './syncQueue';
import { SYNC_DB_NAME, SyncTaskStore } from './syncTaskStore';
import { browserTabLocks } from './tabLocks';
import {
  storageTokenLockRecord,
  TOKEN_LOCK_CHANNEL,
  TokenLockAcrossTabs,
  type TokenLockEnd,
} from './tokenLockAcrossTabs';

export interface BrowserSyncQueueOptions {
  client: Pick<ApolloClient<unknown>, 'mutate'>;
  /** The mutations a task may be, by operation name (the features' documents). */
  mutations: Readonly<Record<string, DocumentNode>>;
  window: Window;
  /** seed 001 §4 'Going online triggers queue processing and a cart reload': called after a replay sent tasks. */
  afterReplay?: (report: ReplayReport) => void;
  /** The token lock ended the session for every tab: log out silently, tell the shopper (seed 001 §4). */
  onSessionEnd?: (end: TokenLockEnd) => void;
  /**
   * The queue's database: one per store view, whose Apollo Client (its Store header, its cart) sends its tasks.
   */
  databaseName?: string;
}

export type SyncTaskListener = (task: SyncTask, answer: SyncTaskAnswer) => void;

export interface BrowserSyncQueue {
  /** Keeps a request made offline; null when this browser cannot keep one (no IndexedDB). */
  enqueue(request: (idempotencyKey: string) => NewSyncTask): Promise<SyncTask | null>;
  /** Sends the queue when online; done at start and whenever the browser goes online. */
  replay(): Promise<ReplayReport | null>;
  /**
   * Calls `listener` with each task this tab's replays got an answer for (its feature shows a refusal: sold out
   * meanwhile); the returned function stops that.
   */
  onAnswered(listener: SyncTaskListener): () => void;
  /** The tasks that wait to be sent, in the order they were made: what the cart shows as waiting. */
  pending(): Promise<SyncTask[]>;
  /**
   * Calls `listener` when a task was kept, a replay ended or the queue was cleared, in this tab or another of the
   * same queue (told over a BroadcastChannel); the returned function stops that.
   */
  onChanged(listener: () => void): () => void;
  stop(): void;
}

/**
 * The offline queue of one tab: replays when the browser goes online (and at start, for tasks a closed tab
 * left), through the token lock shared with the other tabs; clears the queue at logout (a customer's changes
 * are theirs alone) and puts the lock back to 0 at login and logout.
 */
export function startBrowserSyncQueue(options: BrowserSyncQueueOptions): BrowserSyncQueue {
  const { window: win } = options;
  const answeredListeners = new Set<SyncTaskListener>();
  const changedListeners = new Set<() => void>();
  const databaseName = options.databaseName ?? SYNC_DB_NAME;
  // The other tabs of this queue hear of a change at once, instead of each reading the queue again and again.
  const queueChannel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(`${SYNC_QUEUE_LOCK}:${databaseName}`);
  const tellListeners = () => {
    for (const listener of [...changedListeners]) listener();
  };
  if (queueChannel) queueChannel.onmessage = tellListeners;
  let stopped = false;
  const changed = () => {
    if (stopped) return; // a replay or clear that ends after stop(): nobody here listens any more
    tellListeners();
    queueChannel?.postMessage('changed');
  };
  const locks = browserTabLocks();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TOKEN_LOCK_CHANNEL);
  const tokenLock = new TokenLockAcrossTabs({
    locks,
    record: storageTokenLockRecord(localStorageOf(win)),
    channel,
  });
  const opened: Promise<SyncTaskStore | null> =
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : SyncTaskStore.open(databaseName).catch(() => null);
  const queue = opened.then(
    (store) =>
      store &&
      new SyncQueue({
        store,
        locks,
        locksSpanTabs: typeof navigator !== 'undefined' && navigator.locks !== undefined,
        tokenLock,
        replayId: crypto.randomUUID(),
        lockName: `${SYNC_QUEUE_LOCK}:${databaseName}`,
        onAnswered: (task, answer) => {
          for (const listener of [...answeredListeners]) listener(task, answer);
        },
        send: apolloSyncTransport(options.client, options.mutations),
      }),
  );

  let retry: ReturnType<typeof setTimeout> | undefined;
  const replay = async (): Promise<ReplayReport | null> => {
    if (!win.navigator.onLine) return null;
    const report = await (await queue)?.replay();
    if (report && report.answered > 0) options.afterReplay?.(report);
    if (report) changed();
    if (report?.stillRunning && !stopped) {
      clearTimeout(retry);
      retry = setTimeout(replayInBackground, STILL_RUNNING_RETRY_MS);
    }
    return report ?? null;
  };
  // A replay that outlives its queue (the tab left the store view, the queue's database closed under it) ends
  // there: its tasks stay in the database for the next replay. Any other failure is the caller's to see.
  const replayInBackground = () =>
    void replay().catch((error: unknown) => {
      if (!stopped) throw error;
    });
  const onOnline = replayInBackground;
  win.addEventListener('online', onOnline);
  const stopEnd = tokenLock.onEnd((end) => options.onSessionEnd?.(end));
  const stopSession = onSessionChange((change) => {
    // A new session, or none (a guest's requests carry no token): the failed refresh of the last one is over.
    tokenLock.reset();
    if (change === 'logout') void opened.then((store) => store?.clear()).then(changed);
  });
  replayInBackground();

  return {
    enqueue: async (request) => {
      const kept = (await (await queue)?.enqueue(request)) ?? null;
      if (kept) changed();
      return kept;
    },
    pending: async () => {
      const store = await opened;
      return store ? (await store.list()).filter((task) => !task.transmitted) : [];
    },
    onChanged(listener) {
      changedListeners.add(listener);
      return () => {
        changedListeners.delete(listener);
      };
    },
    replay,
    onAnswered(listener) {
      answeredListeners.add(listener);
      return () => {
        answeredListeners.delete(listener);
      };
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
      win.removeEventListener('online', onOnline);
      stopEnd();
      stopSession();
      answeredListeners.clear();
      changedListeners.clear();
      tokenLock.close();
      channel?.close();
      queueChannel?.close();
      void opened.then((store) => store?.close());
    },
  };
}

function localStorageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
