import { GraphQLError } from 'graphql';
import { attachUpstreamCall, logFailureOnce, UPSTREAM_CALL_FAILED, type UpstreamCall } from './failureLog';
import { HEADER } from './headers';
import type { Logger } from './logger';

/**
 * The envelope every upstream of the shop answers with (vue-storefront-api, reading programme, content):
 * `{ code, result }`. `status` is the HTTP status, which may differ from `code`.
 */
export interface Envelope<T = unknown> {
  status: number;
  code: number;
  result: T;
  meta?: unknown;
  /**
   * Fields an upstream may add to an error envelope, kept when it sends them: the reading programme marks a
   * failure `error: true` and a duplicate with its database's error number (`errno: 1062`, seed 001 §8).
   */
  error?: boolean;
  errno?: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RestRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RestClientOptions {
  /** Name of the upstream, used in error messages and codes. */
  upstream: string;
  baseUrl: string;
  timeoutMs: number;
  requestId?: string;
  headers?: Record<string, string>;
  /** Called after every answer, e.g. to pick up a refreshed JWT from the body (seed 001 §4). */
  onEnvelope?: (envelope: Envelope) => void;
  /**
   * Where a call that failed (no answer in time, unreachable, not the contract's answer) is logged, in one line
   * with the request id; without it, the first resolver that catches the failure logs that line.
   */
  logger?: Logger;
}

/** The call each answer came from, so a failure an adapter reads in it (upstreamFailure) names that call. */
const answerCalls = new WeakMap<Envelope, UpstreamCall>();

/** Codes of the GraphQL errors an upstream failure becomes (extensions.code). */
export const UPSTREAM_ERROR_CODES = {
  unavailable: 'UPSTREAM_UNAVAILABLE',
  timeout: 'UPSTREAM_TIMEOUT',
  badResponse: 'UPSTREAM_BAD_RESPONSE',
  failed: 'UPSTREAM_ERROR',
} as const;

/**
 * A small JSON client for the upstreams' REST contracts. Transport failures, timeouts and answers that
 * are not the `{ code, result }` envelope are turned into GraphQL errors here, once; business answers
 * (any `code`) are returned for the adapter to interpret.
 */
export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  get<T>(path: string, request: RestRequest = {}): Promise<Envelope<T>> {
    return this.request<T>('GET', path, request);
  }

  post<T>(path: string, request: RestRequest = {}): Promise<Envelope<T>> {
    return this.request<T>('POST', path, request);
  }

  put<T>(path: string, request: RestRequest = {}): Promise<Envelope<T>> {
    return this.request<T>('PUT', path, request);
  }

  delete<T>(path: string, request: RestRequest = {}): Promise<Envelope<T>> {
    return this.request<T>('DELETE', path, request);
  }

  async request<T>(
    method: string,
    path: string,
    { query, body, headers }: RestRequest = {},
  ): Promise<Envelope<T>> {
    const { upstream, baseUrl, timeoutMs, requestId } = this.options;
    const started = performance.now();
    const call = (outcome: UpstreamCall['outcome']): UpstreamCall => ({
      upstream,
      method,
      path,
      outcome,
      durationMs: Math.round(performance.now() - started),
      ...(requestId ? { requestId } : {}),
    });
    const target = new URL(baseUrl + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) target.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      response = await fetch(target, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(requestId ? { [HEADER.requestId]: requestId } : {}),
          ...this.options.headers,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const failure = fetchFailure(error, upstream, timeoutMs);
      const timedOut = failure.extensions.code === UPSTREAM_ERROR_CODES.timeout;
      throw this.failed(failure, call(timedOut ? 'timeout' : 'unreachable'));
    }
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
      // seed 000 §8: 'Error with response - bad content-type!'
      const failure = new GraphQLError('Error with response - bad content-type!', {
        extensions: { code: UPSTREAM_ERROR_CODES.badResponse, upstream, status: response.status },
      });
      throw this.failed(failure, call(response.status));
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(json))
      throw this.failed(wrongResponseFormat(upstream, response.status), call(response.status));
    const envelope: Envelope<T> = {
      status: response.status,
      code: json.code,
      result: json.result as T,
      meta: json.meta,
      ...(typeof json.error === 'boolean' ? { error: json.error } : {}),
      ...(typeof json.errno === 'number' ? { errno: json.errno } : {}),
    };
    answerCalls.set(envelope, call(response.status));
    this.options.onEnvelope?.(envelope);
    return envelope;
  }

  /** A failed call: logged here in one line when the client has a logger, else by whoever catches it first. */
  private failed(error: GraphQLError, call: UpstreamCall): GraphQLError {
    attachUpstreamCall(error, call);
    if (this.options.logger) logFailureOnce(this.options.logger, error, UPSTREAM_CALL_FAILED);
    return error;
  }
}

/**
 * What a fetch to an upstream that threw becomes: UPSTREAM_TIMEOUT when its AbortSignal.timeout fired,
 * UPSTREAM_UNAVAILABLE otherwise (refused, reset, unknown host). The message names the upstream only.
 */
export function fetchFailure(error: unknown, upstream: string, timeoutMs: number): GraphQLError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  return new GraphQLError(
    timedOut ? `${upstream} did not answer within ${timeoutMs} ms` : `${upstream} is unavailable`,
    {
      extensions: {
        code: timedOut ? UPSTREAM_ERROR_CODES.timeout : UPSTREAM_ERROR_CODES.unavailable,
        upstream,
      },
    },
  );
}

/** seed 000 §8: 'Unhandled error, wrong response format!', for an answer that is not the contract's shape. */
export function wrongResponseFormat(upstream: string, status?: number): GraphQLError {
  return new GraphQLError('Unhandled error, wrong response format!', {
    extensions: {
      code: UPSTREAM_ERROR_CODES.badResponse,
      upstream,
      ...(status === undefined ? {} : { status }),
    },
  });
}

/**
 * An upstream that answered without what the shop needs of the answer (`expected`), in an answer to what
 * (`answer`, e.g. the path or the document asked for): an unexpected failure, UPSTREAM_BAD_RESPONSE.
 */
export function answeredWithout(
  upstream: string,
  expected: string,
  { answer, status }: { answer?: string; status?: number } = {},
): GraphQLError {
  return new GraphQLError(`${upstream} answered ${answer ? `${answer} ` : ''}without ${expected}`, {
    extensions: {
      code: UPSTREAM_ERROR_CODES.badResponse,
      upstream,
      ...(status === undefined ? {} : { status }),
    },
  });
}

function isEnvelope(
  value: unknown,
): value is { code: number; result: unknown; meta?: unknown; error?: unknown; errno?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'result' in value
  );
}

/** For calls whose only expected outcome is success: any other code is an unexpected upstream failure. */
export function expectOk<T>(envelope: Envelope<T>, upstream: string, what: string): T {
  if (envelope.code === 200) return envelope.result;
  throw upstreamFailure(envelope, upstream, what);
}

/**
 * An answer the shop has no rule for: UPSTREAM_ERROR, naming the call, the upstream's code and its message
 * (a string result unless the adapter reads it elsewhere in its answers).
 */
export function upstreamFailure(
  envelope: Envelope,
  upstream: string,
  what: string,
  message: string = typeof envelope.result === 'string' ? envelope.result : '',
): GraphQLError {
  const failure = new GraphQLError(
    `${upstream} failed to ${what} (code ${envelope.code})${message ? `: ${message}` : ''}`,
    {
      extensions: {
        code: UPSTREAM_ERROR_CODES.failed,
        upstream,
        upstreamCode: envelope.code,
        ...(envelope.errno === undefined ? {} : { upstreamErrno: envelope.errno }),
      },
    },
  );
  const call = answerCalls.get(envelope);
  return call ? attachUpstreamCall(failure, call) : failure;
}
