import { afterEach, describe, expect, it } from 'vitest';
import { forgetReaderSocketId, READER_CONNECTION_KEY, readerSocketId } from './readerSocket';

afterEach(() => {
  forgetReaderSocketId();
});

describe("the tab's reader connection (seed 001 §5: an embed request needs a socket id)", () => {
  it('is one random id per tab, the same after a reload, and gone after logout', () => {
    const first = readerSocketId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(readerSocketId()).toBe(first);
    expect(sessionStorage.getItem(READER_CONNECTION_KEY)).toBe(first);
    forgetReaderSocketId();
    expect(sessionStorage.getItem(READER_CONNECTION_KEY)).toBeNull();
    expect(readerSocketId()).not.toBe(first);
  });
});
