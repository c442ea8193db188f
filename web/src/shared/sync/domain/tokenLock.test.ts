import { describe, expect, it } from 'vitest';
import {
  afterRefresh,
  FRESH_TOKEN_LOCK,
  gateOfTask,
  MAX_REFRESH_ATTEMPTS,
  refreshedSince,
  tokenLockState,
} from './tokenLock';

describe('the token lock (seed 001 §4)', () => {
  it('0 is normal: the task is sent', () => {
    expect(gateOfTask(0)).toEqual({ kind: 'send' });
  });

  it('a positive value means a refresh is running: the task waits 1000 ms and retries', () => {
    expect(gateOfTask(1)).toEqual({ kind: 'wait', ms: 1000 });
    expect(gateOfTask(4)).toEqual({ kind: 'wait', ms: 1000 });
  });

  it('-1 means the refresh failed: the task aborts with 401', () => {
    expect(gateOfTask(-1)).toEqual({ kind: 'abort', code: 401 });
  });

  it('reads 0 when nothing runs, 1 plus the waiting tasks while a refresh runs, -1 once it failed', () => {
    expect(tokenLockState(FRESH_TOKEN_LOCK, 0)).toBe(0);
    expect(tokenLockState(FRESH_TOKEN_LOCK, 1)).toBe(1);
    expect(tokenLockState(FRESH_TOKEN_LOCK, 3)).toBe(3);
    expect(tokenLockState({ ...FRESH_TOKEN_LOCK, failed: true }, 0)).toBe(-1);
    expect(tokenLockState({ ...FRESH_TOKEN_LOCK, failed: true }, 2)).toBe(-1);
  });

  it('a refresh that got an answer puts the lock back to 0 and forgets the attempts', () => {
    const after = afterRefresh('answered', { generation: 4, attempts: 2, failed: false });
    expect(after).toEqual({ record: { generation: 5, attempts: 0, failed: false }, next: 'done' });
    expect(tokenLockState(after.record, 0)).toBe(0);
  });

  it('a refused refresh puts the lock at -1: the task aborts', () => {
    const after = afterRefresh('expired', FRESH_TOKEN_LOCK);
    expect(after.next).toBe('abort');
    expect(tokenLockState(after.record, 0)).toBe(-1);
  });

  it(`gives up after ${MAX_REFRESH_ATTEMPTS} refreshes in a row that could not be tried (too many refresh attempts)`, () => {
    const first = afterRefresh('refreshUnavailable', FRESH_TOKEN_LOCK);
    expect(first.next).toBe('retry');
    expect(tokenLockState(first.record, 0)).toBe(0);
    const second = afterRefresh('refreshUnavailable', first.record);
    expect(second.next).toBe('retry');
    const third = afterRefresh('refreshUnavailable', second.record);
    expect(third).toEqual({ record: { generation: 3, attempts: 3, failed: true }, next: 'giveUp' });
    expect(tokenLockState(third.record, 0)).toBe(-1);
  });

  it('takes the maximum from configuration', () => {
    expect(afterRefresh('refreshUnavailable', FRESH_TOKEN_LOCK, 1).next).toBe('giveUp');
  });

  it('a task sent before another refresh settled retries without refreshing again', () => {
    const sentAt = FRESH_TOKEN_LOCK.generation;
    expect(refreshedSince(FRESH_TOKEN_LOCK, sentAt)).toBe(false);
    expect(refreshedSince(afterRefresh('answered', FRESH_TOKEN_LOCK).record, sentAt)).toBe(true);
  });
});
