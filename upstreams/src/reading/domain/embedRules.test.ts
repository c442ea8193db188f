import { describe, expect, it } from 'vitest';
import { embedRefusal, READER_OPEN_MS, type EmbedRequest } from './embedRules';

const NOW = Date.UTC(2025, 2, 15, 10);
const ok: EmbedRequest = {
  socket: 'socket-1',
  today: '2025-03-15',
  credits: { credits: 250, endDate: '2025-08-31' },
  isPupil: true,
  firstOpening: true,
  openReader: undefined,
  now: NOW,
};

describe('embed rules (seed 001 §5, §8)', () => {
  it('opens the reader when every rule passes', () => {
    expect(embedRefusal(ok)).toBeNull();
  });

  it("answers 'Connection lost' without a socket id, before any other rule", () => {
    expect(embedRefusal({ ...ok, socket: undefined, credits: { credits: 0, endDate: '2020-01-01' } })).toBe(
      'Connection lost',
    );
    expect(embedRefusal({ ...ok, socket: '' })).toBe('Connection lost');
  });

  it("answers 'Credits expired' the day after endDate, for staff too, not on endDate itself", () => {
    expect(embedRefusal({ ...ok, today: '2025-09-01' })).toBe('Credits expired');
    expect(embedRefusal({ ...ok, today: '2025-09-01', isPupil: false })).toBe('Credits expired');
    expect(embedRefusal({ ...ok, today: '2025-08-31' })).toBeNull();
  });

  it("answers 'Not enough credits' for a pupil's first opening with 0 credits; a book already paid for still opens", () => {
    const none = { ...ok, credits: { credits: 0, endDate: '2025-08-31' } };
    expect(embedRefusal(none)).toBe('Not enough credits');
    expect(embedRefusal({ ...none, firstOpening: false })).toBeNull();
    expect(embedRefusal({ ...none, isPupil: false })).toBeNull();
  });

  it("answers 'A book is already being read.' for another socket within 2 minutes only", () => {
    const open = (socket: string, age: number) => ({ ...ok, openReader: { socket, lastSeen: NOW - age } });
    expect(embedRefusal(open('socket-2', 0))).toBe('A book is already being read.');
    expect(embedRefusal(open('socket-2', READER_OPEN_MS - 1))).toBe('A book is already being read.');
    expect(embedRefusal(open('socket-2', READER_OPEN_MS))).toBeNull();
    expect(embedRefusal(open('socket-1', 0))).toBeNull();
  });
});
