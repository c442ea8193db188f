/**
 * What the sync code needs of the Web Locks API: an exclusive lock taken only when free, and a look at the
 * locks held. The browser's own (navigator.locks) holds across every tab of the shop's origin and lets go of
 * a lock when its tab closes or crashes, so a lock never outlives the work it guards.
 */
export interface TabLocks {
  /** Runs `task` holding the exclusive lock `name` if nobody holds it; otherwise runs it at once with null. */
  ifAvailable<T>(name: string, task: (held: boolean) => Promise<T>): Promise<T>;
  /** How many hold or wait for the lock `name`. */
  count(name: string): Promise<number>;
}

/** navigator.locks when the browser has it; otherwise locks that hold within this tab only. */
export function browserTabLocks(): TabLocks {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? webLocks(locks) : inTabLocks();
}

export function webLocks(locks: LockManager): TabLocks {
  return {
    ifAvailable: async <T>(name: string, task: (held: boolean) => Promise<T>) =>
      (await locks.request(name, { ifAvailable: true }, (lock) => task(lock !== null))) as T,
    async count(name) {
      const { held = [], pending = [] } = await locks.query();
      return [...held, ...pending].filter((lock) => lock.name === name).length;
    },
  };
}

/**
 * Locks within one JavaScript realm: the fallback of a browser without Web Locks (tabs are then not kept
 * apart, and the queue's IndexedDB claims alone keep a task from being started twice), and the shared lock
 * manager of two "tabs" in a unit test.
 */
export function inTabLocks(): TabLocks {
  const held = new Set<string>();
  return {
    async ifAvailable(name, task) {
      if (held.has(name)) return task(false);
      held.add(name);
      try {
        return await task(true);
      } finally {
        held.delete(name);
      }
    },
    count: (name) => Promise.resolve(held.has(name) ? 1 : 0),
  };
}
