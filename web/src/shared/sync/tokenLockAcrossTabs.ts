import {
  afterRefresh,
  FRESH_TOKEN_LOCK,
  gateOfTask,
  MAX_REFRESH_ATTEMPTS,
  REFRESH_FAILED_CODE,
  refreshedSince,
  TOKEN_LOCK_RETRY_WAIT_MS,
  tokenLockState,
  type SessionVerdict,
  type TokenLockRecord,
} from './domain/tokenLock';
import type { TabLocks } from './tabLocks';

/**
 * The token lock of seed 001 §4 shared by every tab of the shop (see domain/tokenLock.ts for why the browser
 * has one at all when the web server refreshes the tokens).
 *
 * - The refresh: a task whose answer says the refresh could not be tried (SESSION_REFRESH_UNAVAILABLE) sends
 *   itself again holding the Web Lock TOKEN_REFRESH_LOCK; that second request is the refresh (the web server
 *   refreshes on it). Only one tab holds the lock, so one such request is on its way for any number of tabs
 *   and tasks; the others find the lock taken and wait.
 * - The state (0 / positive / -1): positive while the Web Lock is held, so a tab that closes mid-refresh
 *   leaves no lock behind; -1 and the count of refreshes and failed attempts are a small record in
 *   localStorage, which every tab reads at once (a message would arrive after the lock is let go, and a
 *   waiting task could then take the lock for a refresh that just failed).
 * - A task that was sent before a refresh settled is sent again as it is: the lock's generation moved on.
 *   After an attempt that could not be done, tasks are sent only holding the lock, each one the next attempt,
 *   so the attempts are counted once for all tabs.
 * - Too many attempts, or a refused refresh, reach every tab over a BroadcastChannel, so each tab logs out
 *   silently and shows the error (the seed's sign-up modal is the shop's login page here: it has no modal),
 *   and the queue drops its untransmitted tasks. -1 belongs to the session that ended: the next login or
 *   logout puts the lock back to 0.
 */
export const TOKEN_REFRESH_LOCK = 'shop-token-refresh';
export const TOKEN_LOCK_STORAGE_KEY = 'shop.tokenLock';
export const TOKEN_LOCK_CHANNEL = 'shop-token-lock';

/** Where the lock's record lives: localStorage in the browser, a Map in a test. */
export interface TokenLockRecordStore {
  read(): TokenLockRecord;
  write(record: TokenLockRecord): void;
}

/** The part of a BroadcastChannel the lock uses. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** What ended the session for every tab: a refused refresh, or too many refreshes that could not be tried. */
export type TokenLockEnd = 'failed' | 'gaveUp';

export type LockedOutcome<T> =
  | { kind: 'answered'; answer: T }
  /** Ended unsent or unanswered with the seed's 401; `gaveUp` after too many refresh attempts. */
  | { kind: 'aborted'; code: number; gaveUp: boolean };

export interface TokenLockAcrossTabsOptions {
  locks: TabLocks;
  record: TokenLockRecordStore;
  channel?: TabChannel | null;
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class TokenLockAcrossTabs {
  private readonly listeners = new Set<(end: TokenLockEnd) => void>();
  private readonly maxAttempts: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly onMessage = (event: MessageEvent) => {
    const end = (event.data as { tokenLockEnd?: unknown } | null)?.tokenLockEnd;
    if (end === 'failed' || end === 'gaveUp') this.tell(end);
  };

  constructor(private readonly options: TokenLockAcrossTabsOptions) {
    this.maxAttempts = options.maxAttempts ?? MAX_REFRESH_ATTEMPTS;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    options.channel?.addEventListener('message', this.onMessage);
  }

  /** The seed's number: 0 normal, positive while a refresh runs in any tab, -1 when it failed. */
  async state(): Promise<number> {
    const record = this.options.record.read();
    return tokenLockState(record, record.failed ? 0 : await this.options.locks.count(TOKEN_REFRESH_LOCK));
  }

  /**
   * Sends a task's request through the lock: waits while a refresh runs, aborts with 401 once it failed, and
   * when the answer asks for a refresh, makes it (in one tab) or waits for it (in the others), then retries.
   * A request that throws (offline) throws here: the task stays for the next replay.
   */
  async send<T>(
    request: () => Promise<T>,
    verdictOf: (answer: T) => SessionVerdict,
  ): Promise<LockedOutcome<T>> {
    for (;;) {
      const gate = gateOfTask(await this.state());
      if (gate.kind === 'abort') return aborted(false);
      if (gate.kind === 'wait') {
        await this.sleep(gate.ms);
        continue;
      }
      const record = this.options.record.read();
      const sentAt = record.generation;
      // After a failed attempt the session still owes a refresh: a task is sent only as the next attempt.
      if (record.attempts === 0) {
        const answer = await request();
        const verdict = verdictOf(answer);
        if (verdict === 'answered') return { kind: 'answered', answer };
        if (verdict === 'expired') {
          this.settle(afterRefresh('expired', this.options.record.read(), this.maxAttempts).record, 'failed');
          return aborted(false);
        }
      }
      const step = await this.refresh(sentAt, request, verdictOf);
      if (step.kind !== 'again') return step;
      // Another tab refreshes (the gate then waits 1000 ms), or this attempt failed: the next one waits as long.
      if (step.wait) await this.sleep(TOKEN_LOCK_RETRY_WAIT_MS);
    }
  }

  /** After a login (or the logout that follows a failure): back to 0, attempts forgotten. */
  reset(): void {
    const record = this.options.record.read();
    this.options.record.write({ ...FRESH_TOKEN_LOCK, generation: record.generation + 1 });
  }

  /** Calls `listener` when the session ended for every tab; the returned function stops that. */
  onEnd(listener: (end: TokenLockEnd) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  close(): void {
    this.options.channel?.removeEventListener('message', this.onMessage);
    this.listeners.clear();
  }

  private refresh<T>(
    sentAt: number,
    request: () => Promise<T>,
    verdictOf: (answer: T) => SessionVerdict,
  ): Promise<LockedOutcome<T> | { kind: 'again'; wait: boolean }> {
    return this.options.locks.ifAvailable(TOKEN_REFRESH_LOCK, async (held) => {
      if (!held) return { kind: 'again', wait: false };
      const record = this.options.record.read();
      if (record.failed) return aborted(false);
      if (refreshedSince(record, sentAt)) return { kind: 'again', wait: false };
      const answer = await request();
      const after = afterRefresh(verdictOf(answer), record, this.maxAttempts);
      switch (after.next) {
        case 'done':
          this.options.record.write(after.record);
          return { kind: 'answered', answer };
        case 'retry':
          this.options.record.write(after.record);
          return { kind: 'again', wait: true };
        case 'abort':
          this.settle(after.record, 'failed');
          return aborted(false);
        case 'giveUp':
          this.settle(after.record, 'gaveUp');
          return aborted(true);
      }
    });
  }

  private settle(record: TokenLockRecord, end: TokenLockEnd): void {
    this.options.record.write(record);
    this.options.channel?.postMessage({ tokenLockEnd: end });
    this.tell(end);
  }

  private tell(end: TokenLockEnd): void {
    for (const listener of [...this.listeners]) listener(end);
  }
}

function aborted(gaveUp: boolean): { kind: 'aborted'; code: number; gaveUp: boolean } {
  return { kind: 'aborted', code: REFRESH_FAILED_CODE, gaveUp };
}

/** The record in localStorage (shared by every tab at once); in memory when storage is refused. */
export function storageTokenLockRecord(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): TokenLockRecordStore {
  let inMemory: TokenLockRecord = FRESH_TOKEN_LOCK;
  return {
    read() {
      try {
        const text = storage?.getItem(TOKEN_LOCK_STORAGE_KEY);
        return text ? recordOf(JSON.parse(text)) : inMemory;
      } catch {
        return inMemory;
      }
    },
    write(record) {
      inMemory = record;
      try {
        storage?.setItem(TOKEN_LOCK_STORAGE_KEY, JSON.stringify(record));
      } catch {
        // Storage refused (private mode, quota): this tab keeps its own record.
      }
    },
  };
}

function recordOf(value: unknown): TokenLockRecord {
  const { generation, attempts, failed } = (value ?? {}) as Partial<Record<keyof TokenLockRecord, unknown>>;
  return typeof generation === 'number' && typeof attempts === 'number' && typeof failed === 'boolean'
    ? { generation, attempts, failed }
    : FRESH_TOKEN_LOCK;
}
