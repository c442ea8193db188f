import { msg } from '@lingui/core/macro';
import { onError } from '@apollo/client/link/error';

/**
 * When the web server could not keep a customer's session (seed 000 §8): 'expired', the refresh was refused or
 * tried too often (the server has cleared the session cookies: the browser logs out silently and says so);
 * 'refreshUnavailable', the refresh could not be tried (the session stands: the customer is asked to reload).
 * The server answers these as GraphQL errors with a code; any query or mutation may get one.
 */
export type SessionProblem = 'expired' | 'refreshUnavailable';

/** The codes of web/server/session/domain/tokenRefresh.ts. */
const PROBLEM_OF_CODE: Record<string, SessionProblem> = {
  SESSION_EXPIRED: 'expired',
  SESSION_REFRESH_UNAVAILABLE: 'refreshUnavailable',
};

/** seed 000 §8 'Refresh lock failed', in the shopper's language. */
export const SESSION_EXPIRED_MESSAGE = msg`Fout bij het vernieuwen van je sessie. Je hebt geen toegang tot deze gegevens`;
/** seed 000 §8 'error refreshing tokens (refresh the page)'. */
export const REFRESH_UNAVAILABLE_MESSAGE = msg`Fout bij het vernieuwen van je sessie. Vernieuw de pagina.`;

type SessionProblemListener = (problem: SessionProblem) => void;
const listeners = new Set<SessionProblemListener>();

/** Calls `listener` at every session problem an answer reports in this tab; the returned function stops that. */
export function onSessionProblem(listener: SessionProblemListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Tells the listeners of a problem found outside an Apollo answer: the offline queue's token lock ended the
 * session for every tab (seed 001 §4 'After too many refresh attempts: silent logout, … error notification').
 */
export function reportSessionProblem(problem: SessionProblem): void {
  for (const listener of [...listeners]) listener(problem);
}

/** The session problem an answer's errors report, if any. */
export function sessionProblemOf(
  errors: readonly { extensions?: Record<string, unknown> | null }[] | undefined,
): SessionProblem | null {
  for (const error of errors ?? []) {
    const problem = PROBLEM_OF_CODE[String(error.extensions?.code ?? '')];
    if (problem) return problem;
  }
  return null;
}

/** The Apollo link that tells the listeners (SessionProblemNotices) when an answer reports a problem. */
export function sessionProblemLink() {
  return onError(({ graphQLErrors, networkError }) => {
    // 'refreshUnavailable' comes with status 503: Apollo reports it as a network error holding the body.
    const body = networkError && 'result' in networkError ? networkError.result : undefined;
    const bodyErrors =
      typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
    const problem =
      sessionProblemOf(graphQLErrors) ?? (Array.isArray(bodyErrors) ? sessionProblemOf(bodyErrors) : null);
    if (problem) for (const listener of [...listeners]) listener(problem);
  });
}
