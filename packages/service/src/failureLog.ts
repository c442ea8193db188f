import type { Logger } from './logger';

/**
 * One call of an upstream as its log line names it: the path without its query string, never a header or a
 * body (they carry tokens, e-mail addresses, addresses).
 */
export interface UpstreamCall {
  upstream: string;
  method: string;
  path: string;
  /** The answer's HTTP status, or what happened instead of an answer. */
  outcome: number | 'timeout' | 'unreachable';
  durationMs: number;
  /** The client request it served (X-Request-Id). */
  requestId?: string;
}

/** The message of every line that reports a failed upstream call. */
export const UPSTREAM_CALL_FAILED = 'upstream call failed';

/** The failures already logged; an error object is one failure, however many fields or items it reached. */
const logged = new WeakSet<object>();
/** The call each upstream failure came from, when the client knows it. */
const calls = new WeakMap<object, UpstreamCall>();

/** Notes the call a failure came from, for the one line that reports it. */
export function attachUpstreamCall<E extends object>(error: E, call: UpstreamCall): E {
  calls.set(error, call);
  return error;
}

export function upstreamCallOf(error: unknown): UpstreamCall | undefined {
  return typeof error === 'object' && error !== null ? calls.get(error) : undefined;
}

/**
 * Logs a failure once, as `message`: a failed upstream call with the call's upstream, method, path, outcome,
 * duration and request id, anything else with the error and `item` (what failed, e.g. its sku). A loader's
 * rejection reaches every key of its batch (every sku of a page) as the same error object, and each field that
 * turns it into null or an empty list calls this: only the first logs, and none when the client that made the
 * call logged it already. A call's line names no item: it served them all.
 */
export function logFailureOnce(
  logger: Logger,
  error: unknown,
  message: string,
  item: Record<string, unknown> = {},
): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  const call = upstreamCallOf(error);
  logger.warn(
    call ? { ...call, ...codesOf(error), err: errorMessage(error) } : { ...item, err: error },
    message,
  );
}

/**
 * A GraphQL error's extensions, read by shape: Apollo Server loads graphql's CommonJS build and a module may
 * load the other, so `instanceof GraphQLError` may be false for one.
 */
export function extensionsOf(error: unknown): Record<string, unknown> {
  const extensions =
    typeof error === 'object' && error !== null ? (error as { extensions?: unknown }).extensions : undefined;
  return typeof extensions === 'object' && extensions !== null ? (extensions as Record<string, unknown>) : {};
}

function codesOf(error: unknown): Record<string, unknown> {
  const { code, upstreamCode } = extensionsOf(error);
  return { ...(code === undefined ? {} : { code }), ...(upstreamCode === undefined ? {} : { upstreamCode }) };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
