/**
 * seed 000 §4 'User session' and §8 'Rules for tasks': on 401 with a token, refresh and retry the task once;
 * a refresh that fails, or a retry that is refused again, ends the session with the seed's messages.
 */
import { parse, print } from 'graphql';

/** seed 000 §8 'Refresh lock failed' (code 401). */
export const REFRESH_LOCK_FAILED =
  'Error refreshing user token. User is not authorized to access the resource';
/** seed 000 §8 'Too many refresh attempts'. */
export const TOO_MANY_REFRESH_ATTEMPTS =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.';
/** The code of both: the client logs out silently and shows the message (seed 000 §8). */
export const SESSION_EXPIRED = 'SESSION_EXPIRED';
/**
 * A refresh that could not be tried (the cart service down): the session is kept, the customer asked to
 * refresh the page (seed 000 §8 'error refreshing tokens (refresh the page)').
 */
export const SESSION_REFRESH_UNAVAILABLE = 'SESSION_REFRESH_UNAVAILABLE';
export const REFRESH_UNAVAILABLE_MESSAGE = 'Error refreshing tokens. Please refresh the page.';

/** The code the gateway gives an answer the commerce platform refused with 401. */
const UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * Sent without X-Session-Transport, so the new tokens come back in the answer's body. One of the storefront's
 * listed operations (issue 23, web/scripts/persistedQueryManifest.ts): written with the `__typename`s Apollo
 * Client would add and printed as the manifest prints it, its text is the listed text, which the production
 * gateway answers from anyone.
 */
export const REFRESH_SESSION_MUTATION = print(
  parse(/* GraphQL */ `
    mutation RefreshSession($refreshToken: String!) {
      refreshSession(refreshToken: $refreshToken) {
        session {
          token
          refreshToken
          expiresAt
          __typename
        }
        userErrors {
          code
          message
          __typename
        }
        __typename
      }
    }
  `),
);

/** What became of a refresh. */
export type RefreshResult =
  | { kind: 'refreshed'; tokens: { token: string; refreshToken: string } }
  /** The platform refused the refresh token: the session is over. */
  | { kind: 'refused' }
  /** The refresh could not be tried (a service down): the session stays, the request fails for now. */
  | { kind: 'unavailable' };

/** What the web server does with a gateway answer to a request that may carry the customer's token. */
export type NextStep =
  | 'answer'
  | 'refresh'
  /** The retry with fresh tokens was refused too (seed 000 §8 'Too many refresh attempts'). */
  | 'end-session-too-many-attempts';

export function nextStepAfter(
  answer: { unauthorized: boolean; sessionChanged: boolean },
  request: { carriedToken: boolean; retried: boolean },
): NextStep {
  // An answer that started, renewed or ended the session (log in, log out) speaks for itself.
  if (answer.sessionChanged || !answer.unauthorized || !request.carriedToken) return 'answer';
  return request.retried ? 'end-session-too-many-attempts' : 'refresh';
}

interface GraphQLBody {
  data?: { refreshSession?: RefreshSessionPayload | null } | null;
  errors?: { extensions?: { code?: unknown } }[];
}

interface RefreshSessionPayload {
  session?: { token?: unknown; refreshToken?: unknown } | null;
  userErrors?: unknown[];
}

/** True when a GraphQL answer has an error with code UNAUTHENTICATED (the token was refused). */
export function isUnauthorizedAnswer(body: string): boolean {
  // Most answers are catalogue pages: no need to parse them to know the code is not there.
  if (!body.includes(UNAUTHENTICATED)) return false;
  const parsed = parseJson(body);
  return errorCodesOf(parsed).includes(UNAUTHENTICATED);
}

/** Reads the answer to REFRESH_SESSION_MUTATION. */
export function refreshResultOf(status: number, body: string): RefreshResult {
  const parsed = parseJson(body);
  const payload = parsed?.data?.refreshSession;
  if (payload) {
    const token = payload.session?.token;
    const refreshToken = payload.session?.refreshToken;
    if (typeof token === 'string' && token && typeof refreshToken === 'string' && refreshToken)
      return { kind: 'refreshed', tokens: { token, refreshToken } };
    // A payload without tokens is the platform's answer: the userError SESSION_EXPIRED, or worse.
    return { kind: 'refused' };
  }
  if (status === 401 || errorCodesOf(parsed).includes(UNAUTHENTICATED)) return { kind: 'refused' };
  return { kind: 'unavailable' };
}

/** A GraphQL answer that ends the session with the seed's message. */
export function sessionExpiredBody(message: string): string {
  return JSON.stringify({ errors: [{ message, extensions: { code: SESSION_EXPIRED } }] });
}

export function refreshUnavailableBody(): string {
  return JSON.stringify({
    errors: [{ message: REFRESH_UNAVAILABLE_MESSAGE, extensions: { code: SESSION_REFRESH_UNAVAILABLE } }],
  });
}

function parseJson(body: string): GraphQLBody | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as GraphQLBody) : null;
  } catch {
    return null;
  }
}

function errorCodesOf(body: GraphQLBody | null): unknown[] {
  return Array.isArray(body?.errors) ? body.errors.map((error) => error?.extensions?.code) : [];
}
