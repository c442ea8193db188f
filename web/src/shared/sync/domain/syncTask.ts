/**
 * The sync task of seed 001 §3 and the rules of its offline queue (seed 001 §4 'Offline queue'): a request
 * made while offline, kept until the network returns and replayed in the order it was made.
 */

/**
 * seed 001 §3 'Sync task (offline queue)'. The seed's snake_case names in camelCase; 'transmited' keeps the
 * seed's meaning (sent and answered) in plain spelling.
 */
export interface SyncTask {
  /**
   * seed task_id. Also the idempotency key its request carries (the cart's addToCart takes it in its input), so
   * a task sent twice is applied once.
   */
  taskId: string;
  url: string;
  /** seed payload (method, headers), with the body of the request. */
  payload: SyncTaskPayload;
  /** seed transmited: a response arrived. */
  transmitted: boolean;
  /** seed transmited_at (ms since the epoch). */
  transmittedAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** The answer's data. */
  result: unknown;
  /** The answer's error code (a GraphQL error's extensions.code), null when there was none. */
  resultCode: string | null;
  /** The answer's HTTP status. */
  code: number | null;
  /** The shopper has seen the outcome (a conflict shown on its cart line). */
  acknowledged: boolean;
  /** What the screens need to show the task while it waits (the cart line's product and quantity). */
  meta: Record<string, unknown>;
  /** No error notification for this task's failure (seed 001 §8). */
  silent: boolean;
  /** The event the app sends when the task is answered (the cart's 'reload'). */
  callbackEvent: string | null;
  /** seed is_result_cacheable: the answered task stays in the queue with its result. */
  isResultCacheable: boolean;
  /**
   * seed 001 §4 'Tasks in progress are not started twice': the replay that is sending the task, and since
   * when. Not a seed field: the seed's queue lived in one tab, ours is shared by every tab of the shop.
   */
  claimedBy: string | null;
  claimedAt: number | null;
}

export interface SyncTaskPayload {
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

export type NewSyncTask = Pick<SyncTask, 'url' | 'payload'> &
  Partial<Pick<SyncTask, 'meta' | 'silent' | 'callbackEvent' | 'isResultCacheable'>>;

/**
 * How long a claim holds when its replay cannot be known to be gone: longer than the web server waits for the
 * gateway, so a task still on its way is never sent a second time beside it. Ours: the seed gives none.
 */
export const SYNC_TASK_CLAIM_MS = 60_000;

/** seed 001 §4: 'A sync task is created untransmitted'. */
export function createSyncTask(task: NewSyncTask, taskId: string, now: number): SyncTask {
  return {
    taskId,
    url: task.url,
    payload: task.payload,
    transmitted: false,
    transmittedAt: null,
    createdAt: now,
    updatedAt: now,
    result: null,
    resultCode: null,
    code: null,
    acknowledged: false,
    meta: task.meta ?? {},
    silent: task.silent ?? false,
    callbackEvent: task.callbackEvent ?? null,
    isResultCacheable: task.isResultCacheable ?? false,
    claimedBy: null,
    claimedAt: null,
  };
}

/** seed 001 §4 'Tasks in progress are not started twice': claimed by a replay whose claim still holds. */
export function isInProgress(task: SyncTask, claimsHoldSince: number): boolean {
  return task.claimedBy !== null && task.claimedAt !== null && task.claimedAt > claimsHoldSince;
}

/**
 * The next task to send, of the queue in the order it was made: the first untransmitted one, or none when it
 * is in progress elsewhere (the queue keeps its order: nothing overtakes a task on its way).
 */
export function nextTaskToSend(queue: readonly SyncTask[], claimsHoldSince: number): SyncTask | null {
  const first = queue.find((task) => !task.transmitted);
  if (!first || isInProgress(first, claimsHoldSince)) return null;
  return first;
}

export function claimTask(task: SyncTask, replayId: string, now: number): SyncTask {
  return { ...task, claimedBy: replayId, claimedAt: now, updatedAt: now };
}

/** A task whose request did not get through (offline again): it waits for the next replay. */
export function releaseTask(task: SyncTask, now: number): SyncTask {
  return { ...task, claimedBy: null, claimedAt: null, updatedAt: now };
}

/** The web server's answer to a task's request, as read from the response. */
export interface SyncTaskAnswer {
  code: number;
  result: unknown;
  resultCode: string | null;
  /** The message to tell the shopper, when the answer is a failure that has one. */
  message: string | null;
}

/**
 * An answer that is not the task's response: the server still runs the first sending of this very task (a cart
 * replica holds its idempotency key, waiting for the platform). The task waits as one that got no answer does,
 * and is sent again with the same key after STILL_RUNNING_RETRY_MS: the repeat gets the first sending's answer.
 */
export const TASK_STILL_RUNNING_CODE = 'IDEMPOTENCY_KEY_IN_USE';

/** The seed's wait for a task kept back (seed 001 §9 'Token lock retry wait is 1000 ms'), for this case too. */
export const STILL_RUNNING_RETRY_MS = 1000;

export function isStillRunning(answer: SyncTaskAnswer): boolean {
  return answer.resultCode === TASK_STILL_RUNNING_CODE;
}

/**
 * seed 001 §4: 'becomes transmitted once a response arrives. Cacheable results stay in the queue; others are
 * removed.'
 */
export function answerTask(
  task: SyncTask,
  answer: SyncTaskAnswer,
  now: number,
): { task: SyncTask; keep: boolean } {
  return {
    task: {
      ...task,
      transmitted: true,
      transmittedAt: now,
      updatedAt: now,
      result: answer.result,
      resultCode: answer.resultCode,
      code: answer.code,
      claimedBy: null,
      claimedAt: null,
    },
    keep: task.isResultCacheable,
  };
}

/** seed 001 §8: 'Error with response - bad content-type!' when the response is not JSON. */
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
/** seed 001 §8: 'Unhandled error, wrong response format!' */
export const WRONG_RESPONSE_FORMAT = 'Unhandled error, wrong response format!';
/** seed 001 §8: no notification for a not-found code. */
const NOT_FOUND_CODE = 'ENOTFOUND';

/**
 * A GraphQL answer of the web server as a task's answer (seed 001 §5 'The response must be JSON with code,
 * result and meta': here the status, the data and the first error's code).
 */
export function readTaskAnswer(status: number, contentType: string | null, text: string): SyncTaskAnswer {
  if (!contentType?.toLowerCase().includes('json'))
    return { code: status, result: null, resultCode: null, message: BAD_CONTENT_TYPE };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { code: status, result: null, resultCode: null, message: WRONG_RESPONSE_FORMAT };
  }
  if (typeof body !== 'object' || body === null || (!('data' in body) && !('errors' in body)))
    return { code: status, result: null, resultCode: null, message: WRONG_RESPONSE_FORMAT };
  const { data, errors } = body as {
    data?: unknown;
    errors?: { message?: unknown; extensions?: { code?: unknown } }[];
  };
  const error = Array.isArray(errors) ? errors[0] : undefined;
  return {
    code: status,
    result: data ?? null,
    resultCode: typeof error?.extensions?.code === 'string' ? error.extensions.code : null,
    message: error && typeof error.message === 'string' ? error.message : null,
  };
}

/**
 * seed 001 §8: 'Non-200 results with a message are shown as an error notification, unless the task is silent
 * or the code is ENOTFOUND.' A GraphQL error is a failure whatever its status.
 */
export function notificationOf(task: SyncTask, answer: SyncTaskAnswer): string | null {
  const failed = answer.code !== 200 || answer.resultCode !== null;
  if (!failed || !answer.message || task.silent || answer.resultCode === NOT_FOUND_CODE) return null;
  return answer.message;
}
