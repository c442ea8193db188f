import { describe, expect, it } from 'vitest';
import {
  answerTask,
  BAD_CONTENT_TYPE,
  claimTask,
  createSyncTask,
  isInProgress,
  nextTaskToSend,
  notificationOf,
  readTaskAnswer,
  releaseTask,
  SYNC_TASK_CLAIM_MS,
  WRONG_RESPONSE_FORMAT,
  type SyncTask,
} from './syncTask';

const addToCart = {
  url: '/graphql',
  payload: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"…"}' },
};

function task(taskId: string, changes: Partial<SyncTask> = {}): SyncTask {
  return { ...createSyncTask(addToCart, taskId, 1_000), ...changes };
}

describe('sync tasks (seed 001 §3, §4 Offline queue)', () => {
  it('is created untransmitted, with the seed fields', () => {
    expect(createSyncTask({ ...addToCart, meta: { sku: '9789000000001' } }, 'task-1', 1_000)).toEqual({
      taskId: 'task-1',
      url: '/graphql',
      payload: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"…"}',
      },
      transmitted: false,
      transmittedAt: null,
      createdAt: 1_000,
      updatedAt: 1_000,
      result: null,
      resultCode: null,
      code: null,
      acknowledged: false,
      meta: { sku: '9789000000001' },
      silent: false,
      callbackEvent: null,
      isResultCacheable: false,
      claimedBy: null,
      claimedAt: null,
    });
  });

  it('becomes transmitted once a response arrives; a cacheable result stays in the queue, others are removed', () => {
    const answer = { code: 200, result: { addToCart: {} }, resultCode: null, message: null };
    const answered = answerTask(claimTask(task('a'), 'tab-1', 2_000), answer, 3_000);
    expect(answered.keep).toBe(false);
    expect(answered.task).toMatchObject({
      transmitted: true,
      transmittedAt: 3_000,
      code: 200,
      result: { addToCart: {} },
      claimedBy: null,
    });
    expect(answerTask(task('b', { isResultCacheable: true }), answer, 3_000).keep).toBe(true);
  });

  it('tasks in progress are not started twice: a claimed task is not sent while its claim holds', () => {
    const claimed = claimTask(task('a'), 'tab-1', 10_000);
    expect(isInProgress(claimed, 10_000 - SYNC_TASK_CLAIM_MS)).toBe(true);
    expect(nextTaskToSend([claimed, task('b')], 10_000 - SYNC_TASK_CLAIM_MS)).toBeNull();
    // 60 s later, or as soon as its replay is known to be gone, the task is sent again (with the same key).
    expect(nextTaskToSend([claimed, task('b')], 10_000)).toBe(claimed);
    expect(isInProgress(releaseTask(claimed, 11_000), 0)).toBe(false);
  });

  it('replays in the order the tasks were made, skipping those already transmitted', () => {
    const queue = [task('a', { transmitted: true, isResultCacheable: true }), task('b'), task('c')];
    expect(nextTaskToSend(queue, 0)?.taskId).toBe('b');
    expect(nextTaskToSend([queue[0]!], 0)).toBeNull();
  });

  it("reads the web server's GraphQL answer: status, data and the first error's code", () => {
    expect(readTaskAnswer(200, 'application/json; charset=utf-8', '{"data":{"ok":true}}')).toEqual({
      code: 200,
      result: { ok: true },
      resultCode: null,
      message: null,
    });
    expect(
      readTaskAnswer(
        200,
        'application/json',
        '{"errors":[{"message":"Error refreshing user token.","extensions":{"code":"SESSION_EXPIRED"}}]}',
      ),
    ).toEqual({
      code: 200,
      result: null,
      resultCode: 'SESSION_EXPIRED',
      message: 'Error refreshing user token.',
    });
  });

  it("says 'Error with response - bad content-type!' for an answer that is not JSON", () => {
    expect(readTaskAnswer(502, 'text/html', '<h1>Bad gateway</h1>').message).toBe(BAD_CONTENT_TYPE);
  });

  it("says 'Unhandled error, wrong response format!' for JSON that is not a GraphQL answer", () => {
    expect(readTaskAnswer(200, 'application/json', '{"code":200}').message).toBe(WRONG_RESPONSE_FORMAT);
    expect(readTaskAnswer(200, 'application/json', '{"data":').message).toBe(WRONG_RESPONSE_FORMAT);
  });

  it('notifies a failure with a message, unless the task is silent or the code is ENOTFOUND', () => {
    const failure = { code: 502, result: null, resultCode: null, message: BAD_CONTENT_TYPE };
    expect(notificationOf(task('a'), failure)).toBe(BAD_CONTENT_TYPE);
    expect(notificationOf(task('a', { silent: true }), failure)).toBeNull();
    expect(
      notificationOf(task('a'), { ...failure, code: 200, resultCode: 'ENOTFOUND', message: 'gone' }),
    ).toBeNull();
    expect(notificationOf(task('a'), { code: 200, result: {}, resultCode: null, message: null })).toBeNull();
  });
});
