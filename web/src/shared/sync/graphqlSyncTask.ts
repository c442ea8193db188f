import type { ApolloClient, DocumentNode } from '@apollo/client';
import { BAD_CONTENT_TYPE, type NewSyncTask, type SyncTask, type SyncTaskAnswer } from './domain/syncTask';

/**
 * A GraphQL mutation made offline, kept as a sync task: its operation's name and variables. It is sent again
 * through the app's Apollo Client, so it goes as every request of the app does (a listed operation by its id,
 * the store view's header, the session problems told) and its answer lands in the cache (the cart shows it).
 */
export interface GraphQLTaskRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

export const GRAPHQL_TASK_URL = '/graphql';

export function graphqlSyncTask(
  request: GraphQLTaskRequest,
  options: Partial<Pick<NewSyncTask, 'meta' | 'silent' | 'callbackEvent'>> = {},
): NewSyncTask {
  return {
    url: GRAPHQL_TASK_URL,
    payload: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    },
    ...options,
  };
}

/** The variables of a mutation whose input takes an idempotency key (the cart's addToCart), with the task's. */
export function withIdempotencyKey(
  variables: { input: Record<string, unknown> },
  idempotencyKey: string,
): { input: Record<string, unknown> } {
  return { ...variables, input: { ...variables.input, idempotencyKey } };
}

interface AnswerError {
  message?: unknown;
  extensions?: { code?: unknown } | null;
}

/**
 * Sends a GraphQL sync task with Apollo Client and reads its answer as the queue does. A request that got no
 * answer at all (offline) throws, so the task waits for the next replay.
 */
export function apolloSyncTransport(
  client: Pick<ApolloClient<unknown>, 'mutate'>,
  mutations: Readonly<Record<string, DocumentNode>>,
): (task: SyncTask) => Promise<SyncTaskAnswer> {
  return async (task) => {
    const { operationName, variables } = JSON.parse(task.payload.body ?? '{}') as Partial<GraphQLTaskRequest>;
    const mutation = operationName ? mutations[operationName] : undefined;
    if (!mutation) throw new Error(`No mutation ${String(operationName)} to send a sync task with.`);
    try {
      const result = await client.mutate({ mutation, variables, errorPolicy: 'all' });
      return answerOf(200, result.data ?? null, result.errors);
    } catch (error) {
      const networkError = (error as { networkError?: { statusCode?: unknown; result?: unknown } | null })
        .networkError;
      if (typeof networkError?.statusCode !== 'number') throw error;
      // The server answered, with an error status: a session problem (503), a gateway down, a page not JSON.
      const body = networkError.result as { errors?: AnswerError[] } | string | undefined;
      if (typeof body !== 'object' || body === null)
        return { code: networkError.statusCode, result: null, resultCode: null, message: BAD_CONTENT_TYPE };
      return answerOf(networkError.statusCode, null, body.errors);
    }
  };
}

function answerOf(code: number, result: unknown, errors: readonly AnswerError[] | undefined): SyncTaskAnswer {
  const error = errors?.[0];
  return {
    code,
    result,
    resultCode: typeof error?.extensions?.code === 'string' ? error.extensions.code : null,
    message: typeof error?.message === 'string' ? error.message : null,
  };
}
