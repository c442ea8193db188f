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

/**
 * The page the reader opens at for a percentage already reached (`/reader/{isbn}?progress=`, the percentage
 * the reading programme tracks): the first page whose reaching gives at least that percentage by
 * progressPercentage, so a book opened again reports no less than was recorded. Page 1 for 0.
 */
export function pageOfProgress(percentage: number, bookPages: number): number {
  if (bookPages <= 0) return 1;
  const reached = Math.min(Math.max(Math.floor(percentage), 0), 100);
  return Math.min(Math.max(Math.ceil((reached * bookPages) / 100), 1), bookPages);
}
