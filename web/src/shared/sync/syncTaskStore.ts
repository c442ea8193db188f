import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  answerTask,
  claimTask,
  nextTaskToSend,
  releaseTask,
  type SyncTask,
  type SyncTaskAnswer,
} from './domain/syncTask';

/**
 * The offline queue in IndexedDB, shared by every tab of the shop and kept over a reload. Tasks are stored
 * under an increasing number, so reading the store in key order is replaying in the order the tasks were made;
 * their ids are unique, so a task added twice is kept once.
 *
 * Claiming a task is one readwrite transaction: IndexedDB runs the readwrite transactions of one store one
 * after the other, across tabs too, so two replays never claim the same task.
 */
export const SYNC_DB_NAME = 'shop-sync';
const SYNC_DB_VERSION = 1;

interface SyncDb extends DBSchema {
  tasks: { key: number; value: SyncTask; indexes: { taskId: string } };
}

/** What became of an answer: recorded, or the task was answered already (by another replay of it). */
export type AnswerRecorded = 'recorded' | 'alreadyAnswered';

export class SyncTaskStore {
  private constructor(private readonly db: IDBPDatabase<SyncDb>) {}

  static async open(name: string = SYNC_DB_NAME): Promise<SyncTaskStore> {
    const db = await openDB<SyncDb>(name, SYNC_DB_VERSION, {
      upgrade(database) {
        const tasks = database.createObjectStore('tasks', { autoIncrement: true });
        tasks.createIndex('taskId', 'taskId', { unique: true });
      },
    });
    return new SyncTaskStore(db);
  }

  /** Adds a task at the end of the queue; false when a task with its id is kept already. */
  async add(task: SyncTask): Promise<boolean> {
    const tx = this.db.transaction('tasks', 'readwrite');
    const known = await tx.store.index('taskId').getKey(task.taskId);
    if (known === undefined) await tx.store.add(task);
    await tx.done;
    return known === undefined;
  }

  /** The queue, in the order the tasks were made. */
  async list(): Promise<SyncTask[]> {
    return this.db.getAll('tasks');
  }

  /**
   * Claims the next task to send for the replay `replayId` and answers it; null when there is none, or when
   * the next one is in progress in another replay whose claim holds after `claimsHoldSince`.
   */
  async claimNext(replayId: string, now: number, claimsHoldSince: number): Promise<SyncTask | null> {
    const tx = this.db.transaction('tasks', 'readwrite');
    let claimed: SyncTask | null = null;
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.transmitted) continue;
      const next = nextTaskToSend([cursor.value], claimsHoldSince);
      if (next) {
        claimed = claimTask(next, replayId, now);
        await cursor.update(claimed);
      }
      break;
    }
    await tx.done;
    return claimed;
  }

  /** Records a task's answer: kept when its result is cacheable, removed otherwise (seed 001 §4). */
  async answer(taskId: string, answer: SyncTaskAnswer, now: number): Promise<AnswerRecorded> {
    const outcome = await this.change<AnswerRecorded>(taskId, (task) => {
      if (task.transmitted) return { outcome: 'alreadyAnswered', next: task };
      const answered = answerTask(task, answer, now);
      return { outcome: 'recorded', next: answered.keep ? answered.task : null };
    });
    // Gone: answered by another replay and removed.
    return outcome ?? 'alreadyAnswered';
  }

  /** Gives a claimed task back for the next replay (its request did not get through). */
  async release(taskId: string, replayId: string, now: number): Promise<void> {
    await this.change(taskId, (task) => ({
      outcome: undefined,
      next: task.claimedBy === replayId && !task.transmitted ? releaseTask(task, now) : task,
    }));
  }

  /** seed 001 §4 'After too many refresh attempts: … untransmitted tasks cleared'. */
  async clearUntransmitted(): Promise<void> {
    const tx = this.db.transaction('tasks', 'readwrite');
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue())
      if (!cursor.value.transmitted) await cursor.delete();
    await tx.done;
  }

  /** Everything, at logout: a customer's cart changes are theirs alone. */
  async clear(): Promise<void> {
    await this.db.clear('tasks');
  }

  close(): void {
    this.db.close();
  }

  private async change<T>(
    taskId: string,
    change: (task: SyncTask) => { outcome: T; next: SyncTask | null },
  ): Promise<T | undefined> {
    const tx = this.db.transaction('tasks', 'readwrite');
    const index = tx.store.index('taskId');
    const key = await index.getKey(taskId);
    const task = key === undefined ? undefined : await tx.store.get(key);
    let outcome: T | undefined;
    if (key !== undefined && task) {
      const result = change(task);
      outcome = result.outcome;
      if (result.next === null) await tx.store.delete(key);
      else if (result.next !== task) await tx.store.put(result.next, key);
    }
    await tx.done;
    return outcome;
  }
}
