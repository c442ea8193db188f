let socketId: string | undefined;

/**
 * The reader connection's id of this tab (seed 001 §5: an embed request needs a socket id): random, made once
 * per tab and kept in memory only, so two tabs are two connections ('A book is already being read.').
 */
export function readerSocketId(): string {
  socketId ??= crypto.randomUUID();
  return socketId;
}
