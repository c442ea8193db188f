import { READING_MESSAGES } from '@shop/contracts';

/** seed 001 §8 'A book is already being read.': a reader counts as open for 2 minutes after it was last seen. */
export const READER_OPEN_MS = 2 * 60 * 1000;

export interface EmbedRequest {
  /** The client's socket id; seed 001 §5: 'An embed request without a socket id gives Connection lost'. */
  socket: string | undefined;
  /** Today, YYYY-MM-DD. */
  today: string;
  credits: { credits: number; endDate: string };
  /** Pupils pay one credit of the school for their first opening of a book; staff open any book for free. */
  isPupil: boolean;
  firstOpening: boolean;
  /** The caller's last reader of this book, if any. */
  openReader: { socket: string; lastSeen: number } | undefined;
  now: number;
}

/**
 * Why the reader may not open (API.md "Books", rules in this order), or null when it may: no socket,
 * credits expired, not enough credits, the book already open on another socket.
 */
export function embedRefusal(request: EmbedRequest): string | null {
  if (!request.socket) return READING_MESSAGES.connectionLost;
  if (request.today > request.credits.endDate) return READING_MESSAGES.creditsExpired;
  if (request.isPupil && request.firstOpening && request.credits.credits < 1)
    return READING_MESSAGES.notEnoughCredits;
  const open = request.openReader;
  if (open && open.socket !== request.socket && request.now - open.lastSeen < READER_OPEN_MS)
    return READING_MESSAGES.bookAlreadyRead;
  return null;
}
