import {
  createSyncTask,
  isStillRunning,
  notificationOf,
  readTaskAnswer,
  SYNC_TASK_CLAIM_MS,
  type NewSyncTask,
  type SyncTask,
  type SyncTaskAnswer,
} from './domain/syncTask';
import type { SessionVerdict } from './domain/tokenLock';
import type { SyncTaskStore } from './syncTaskStore';
import type { TabLocks } from './tabLocks';
import type { TokenLockAcrossTabs } from './tokenLockAcrossTabs';

/**
 * The offline queue's replay (seed 001 §4): the tasks made offline are sent one after the other in the order
 * they were made, each through the token lock, and each answer is recorded before the next task goes.
 *
 * Exactly once, with two tabs and reloads:
 * - One replay at a time for the whole browser: the replay holds the Web Lock SYNC_QUEUE_LOCK; a tab that finds
 *   it taken leaves the queue to the tab that holds it.
 * - A task is claimed in IndexedDB before it is sent (one transaction: never by two replays). A claim left by
 *   a page that closed or reloaded mid-request is old news to the replay holding the Web Lock (that page no
 *   longer holds it), so the task is sent again; without Web Locks a claim holds 60 s.
 * - Sent again, a task carries the same idempotency key (its id): the server answers the second request with
 *   the first one's outcome instead of applying it twice (the cart's addToCart; changing a line's quantity
 *   sets it, so it is the same twice). An answer that arrives for a task already answered is dropped.
 */
export const SYNC_QUEUE_LOCK = 'shop-sync-queue';

export interface SyncQueueOptions {
  store: SyncTaskStore;
  locks: TabLocks;
  /** Whether `locks` hold across tabs (the browser's Web Locks) or only in this tab. */
  locksSpanTabs: boolean;
  tokenLock: TokenLockAcrossTabs;
  /** Names this tab's replays in the claims. */
  replayId: string;
  /** The Web Lock of this queue's replay: one per queue database (SYNC_QUEUE_LOCK and its name). */
  lockName?: string;
  /** How a task's request is sent: by default with fetch, as its url and payload say. */
  send?: (task: SyncTask) => Promise<SyncTaskAnswer>;
  fetch?: typeof fetch;
  now?: () => number;
  newTaskId?: () => string;
  /** Called with each answered task, and the error to notify when the answer is a failure (seed 001 §8). */
  onAnswered?: (task: SyncTask, answer: SyncTaskAnswer, notification: string | null) => void;
}

export interface ReplayReport {
  /** Another tab replays the queue right now. */
  busy: boolean;
  /** Tasks sent and answered by this replay. */
  answered: number;
  /** The network went away again: the remaining tasks wait for the next replay. */
  offline: boolean;
  /** The server still runs the first sending of the next task (isStillRunning): replay again shortly. */
  stillRunning: boolean;
  /** The token lock ended the replay (refresh failed, or too many attempts: untransmitted tasks cleared). */
  aborted: 'refreshFailed' | 'gaveUp' | null;
}

/** The codes of the web server's session answers (web/server/session/domain/tokenRefresh.ts). */
const VERDICT_OF_CODE: Record<string, SessionVerdict> = {
  SESSION_EXPIRED: 'expired',
  SESSION_REFRESH_UNAVAILABLE: 'refreshUnavailable',
};

export function verdictOfAnswer(answer: SyncTaskAnswer): SessionVerdict {
  return (answer.resultCode && VERDICT_OF_CODE[answer.resultCode]) || 'answered';
}

export class SyncQueue {
  private readonly send: (task: SyncTask) => Promise<SyncTaskAnswer>;
  private readonly now: () => number;
  private readonly newTaskId: () => string;

  constructor(private readonly options: SyncQueueOptions) {
    this.send =
      options.send ?? fetchSyncTask(options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
    this.now = options.now ?? Date.now;
    this.newTaskId = options.newTaskId ?? (() => crypto.randomUUID());
  }

  /**
   * Keeps a request made offline as a sync task at the end of the queue. The request is made with the task's
   * id, to carry as its idempotency key.
   */
  async enqueue(request: (idempotencyKey: string) => NewSyncTask): Promise<SyncTask> {
    const taskId = this.newTaskId();
    const task = createSyncTask(request(taskId), taskId, this.now());
    await this.options.store.add(task);
    return task;
  }

  /** Sends the queue's tasks in order, unless another tab does right now. */
  replay(): Promise<ReplayReport> {
    return this.options.locks.ifAvailable(this.options.lockName ?? SYNC_QUEUE_LOCK, (held) =>
      held
        ? this.drain()
        : Promise.resolve({ busy: true, answered: 0, offline: false, stillRunning: false, aborted: null }),
    );
  }

  private async drain(): Promise<ReplayReport> {
    const { store, tokenLock, replayId } = this.options;
    const report: ReplayReport = {
      busy: false,
      answered: 0,
      offline: false,
      stillRunning: false,
      aborted: null,
    };
    for (;;) {
      const now = this.now();
      const task = await store.claimNext(replayId, now, this.claimsHoldSince(now));
      if (!task) return report;
      let outcome: Awaited<ReturnType<typeof tokenLock.send<SyncTaskAnswer>>>;
      try {
        outcome = await tokenLock.send(() => this.send(task), verdictOfAnswer);
      } catch {
        await store.release(task.taskId, replayId, this.now());
        return { ...report, offline: true };
      }
      if (outcome.kind === 'aborted') {
        if (outcome.gaveUp) await store.clearUntransmitted();
        else await store.release(task.taskId, replayId, this.now());
        return { ...report, aborted: outcome.gaveUp ? 'gaveUp' : 'refreshFailed' };
      }
      if (isStillRunning(outcome.answer)) {
        await store.release(task.taskId, replayId, this.now());
        return { ...report, stillRunning: true };
      }
      const recorded = await store.answer(task.taskId, outcome.answer, this.now());
      if (recorded === 'recorded') {
        report.answered += 1;
        this.options.onAnswered?.(task, outcome.answer, notificationOf(task, outcome.answer));
      }
    }
  }

  /**
   * Holding the Web Lock, this replay is the only one: any other claim was left by a page that is gone. With
   * locks of this tab only, another tab's replay may be sending the task: its claim holds its 60 s.
   */
  private claimsHoldSince(now: number): number {
    return this.options.locksSpanTabs ? now : now - SYNC_TASK_CLAIM_MS;
  }
}

/** Sends a task as its url and payload say (seed 001 §5 'Queued sync tasks can use any method'). */
export function fetchSyncTask(fetcher: typeof fetch): (task: SyncTask) => Promise<SyncTaskAnswer> {
  return async (task) => {
    const response = await fetcher(task.url, {
      method: task.payload.method,
      headers: task.payload.headers,
      ...(task.payload.body === null ? {} : { body: task.payload.body }),
      credentials: 'same-origin',
    });
    return readTaskAnswer(response.status, response.headers.get('content-type'), await response.text());
  };
}
