/**
 * How far a reader got in a book: the whole percent of the book's pages seen, rounded down, so only the
 * last page reaches 100. Pages seen, not the page shown: turning back never lowers the progress. Shared by
 * the reader's script (the browser computes what it posts) and its tests.
 */
export function progressPercentage(pagesSeen: number, bookPages: number): number {
  if (bookPages <= 0) return 0;
  const seen = Math.min(Math.max(Math.floor(pagesSeen), 0), bookPages);
  return Math.floor((seen * 100) / bookPages);
}
