import { describe, expect, it } from 'vitest';
import { readerProgressOf, type FramedReader } from './readerMessages';

const readerWindow = {} as Window;
const otherWindow = {} as Window;
const reader: FramedReader = { origin: 'http://127.0.0.1:4103', window: readerWindow, isbn: '9789044800001' };
const progress = { type: 'reader-progress', isbn: '9789044800001', percentage: 25 };
const event = (overrides: Partial<Pick<MessageEvent, 'origin' | 'source' | 'data'>> = {}) => ({
  origin: 'http://127.0.0.1:4103',
  source: readerWindow,
  data: progress,
  ...overrides,
});

describe("readerProgressOf: only the framed reader's progress counts", () => {
  it("reads the reader's progress", () => {
    expect(readerProgressOf(event(), reader)).toEqual({ isbn: '9789044800001', percentage: 25 });
    expect(readerProgressOf(event({ data: { ...progress, percentage: 0 } }), reader)?.percentage).toBe(0);
    expect(readerProgressOf(event({ data: { ...progress, percentage: 100 } }), reader)?.percentage).toBe(100);
  });

  it('ignores a message from another origin', () => {
    expect(readerProgressOf(event({ origin: 'https://evil.example' }), reader)).toBeNull();
    // A sandboxed frame without its own origin posts as 'null'.
    expect(readerProgressOf(event({ origin: 'null' }), reader)).toBeNull();
  });

  it('ignores a message from another window, even at the same origin', () => {
    expect(readerProgressOf(event({ source: otherWindow }), reader)).toBeNull();
    expect(readerProgressOf(event({ source: null }), reader)).toBeNull();
    expect(readerProgressOf(event(), { ...reader, window: null })).toBeNull();
  });

  it('ignores a message of the wrong shape', () => {
    for (const data of [
      null,
      'reader-progress',
      42,
      { ...progress, type: 'reader-closed' },
      { type: 'reader-progress', isbn: '9789044800001' },
      { ...progress, percentage: '25' },
      { ...progress, percentage: 25.5 },
      { ...progress, percentage: -1 },
      { ...progress, percentage: 101 },
      { ...progress, percentage: Number.NaN },
      { ...progress, isbn: '9789044899999' },
      { ...progress, isbn: 9789044800001 },
    ])
      expect(readerProgressOf(event({ data }), reader), JSON.stringify(data)).toBeNull();
  });
});
