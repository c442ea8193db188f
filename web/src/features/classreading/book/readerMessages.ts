import { isProgressPercentage, type ReaderProgressMessage } from '@shop/contracts';

/**
 * What the page records of the reader's message (the digital products service's reader page posts its
 * contract's ReaderProgressMessage after every page shown).
 */
export type ReaderProgress = Pick<ReaderProgressMessage, 'isbn' | 'percentage'>;

const READER_PROGRESS: ReaderProgressMessage['type'] = 'reader-progress';

/** The reader this page framed: the origin of its address and the frame's window. */
export interface FramedReader {
  origin: string;
  window: MessageEventSource | null | undefined;
  /** The book opened: a message about another book is not this reader's. */
  isbn: string;
}

/**
 * The progress a `message` event reports, or null when it is not the framed reader's: any window may post to
 * this page, so the sender must be the reader's frame (source) at the reader's origin, with the message's shape
 * and this book's ISBN, and a whole percentage from 0 to 100 (isProgressPercentage: what recordReadingProgress
 * accepts).
 */
export function readerProgressOf(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  reader: FramedReader,
): ReaderProgress | null {
  if (!reader.window || event.source !== reader.window || event.origin !== reader.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, isbn, percentage } = data as { [Key in keyof ReaderProgressMessage]?: unknown };
  if (type !== READER_PROGRESS || isbn !== reader.isbn || !isProgressPercentage(percentage)) return null;
  return { isbn, percentage };
}
