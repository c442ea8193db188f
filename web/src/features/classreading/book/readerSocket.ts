/** The tab's reader connection id in sessionStorage: this tab only, gone when the tab closes or the pupil logs out. */
export const READER_CONNECTION_KEY = 'classreading.readerConnection';

let inMemory: string | undefined;

/**
 * The reader connection's id of this tab (seed 001 §5: an embed request needs a socket id): random, one per
 * tab, so two tabs are two connections ('A book is already being read.'). Kept for the tab (a reload is the
 * same connection, not a second reader of the book) but never beyond it, and forgotten at logout: a random
 * id, nothing about the pupil. Where the browser refuses sessionStorage it lives in memory.
 */
export function readerSocketId(): string {
  try {
    const kept = sessionStorage.getItem(READER_CONNECTION_KEY);
    if (kept) return kept;
    const id = crypto.randomUUID();
    sessionStorage.setItem(READER_CONNECTION_KEY, id);
    return id;
  } catch {
    inMemory ??= crypto.randomUUID();
    return inMemory;
  }
}

/** At logout: the next pupil on this computer gets a connection of their own. */
export function forgetReaderSocketId(): void {
  inMemory = undefined;
  try {
    sessionStorage.removeItem(READER_CONNECTION_KEY);
  } catch {
    // No sessionStorage: nothing was kept there.
  }
}
