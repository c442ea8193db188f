// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isUnauthorizedAnswer,
  nextStepAfter,
  REFRESH_LOCK_FAILED,
  refreshResultOf,
  sessionExpiredBody,
  TOO_MANY_REFRESH_ATTEMPTS,
} from './tokenRefresh';

const unauthorized = JSON.stringify({
  data: { me: null, products: [] },
  errors: [{ message: 'The cart service answered 401', extensions: { code: 'UNAUTHENTICATED' } }],
});

describe('nextStepAfter (seed 000 §8: on 401 with a token, refresh and retry)', () => {
  const first = { carriedToken: true, retried: false };

  it('refreshes when a request with a token is refused', () => {
    expect(nextStepAfter({ unauthorized: true, sessionChanged: false }, first)).toBe('refresh');
  });

  it('answers a guest, an accepted request, and an answer that itself changed the session as they are', () => {
    expect(
      nextStepAfter({ unauthorized: true, sessionChanged: false }, { ...first, carriedToken: false }),
    ).toBe('answer');
    expect(nextStepAfter({ unauthorized: false, sessionChanged: false }, first)).toBe('answer');
    expect(nextStepAfter({ unauthorized: true, sessionChanged: true }, first)).toBe('answer');
  });

  it("ends the session when the retry with the new token is refused again ('Too many refresh attempts')", () => {
    expect(nextStepAfter({ unauthorized: true, sessionChanged: false }, { ...first, retried: true })).toBe(
      'end-session-too-many-attempts',
    );
  });
});

describe('isUnauthorizedAnswer', () => {
  it('finds the code UNAUTHENTICATED among the errors of a partial answer', () => {
    expect(isUnauthorizedAnswer(unauthorized)).toBe(true);
  });

  it('is false for data, other errors, the word in data, and what is not JSON', () => {
    expect(isUnauthorizedAnswer('{"data":{"products":[]}}')).toBe(false);
    expect(isUnauthorizedAnswer('{"errors":[{"extensions":{"code":"SUBGRAPH_TIMEOUT"}}]}')).toBe(false);
    expect(isUnauthorizedAnswer('{"data":{"name":"UNAUTHENTICATED, a thriller"}}')).toBe(false);
    expect(isUnauthorizedAnswer('<html>UNAUTHENTICATED</html>')).toBe(false);
  });
});

describe('refreshResultOf', () => {
  const payload = (refreshSession: unknown) => JSON.stringify({ data: { refreshSession } });

  it('takes the new token and refresh token', () => {
    expect(
      refreshResultOf(
        200,
        payload({ session: { token: 't2', refreshToken: 'r2', expiresAt: null }, userErrors: [] }),
      ),
    ).toEqual({ kind: 'refreshed', tokens: { token: 't2', refreshToken: 'r2' } });
  });

  it('is refused on the userError SESSION_EXPIRED, on UNAUTHENTICATED and on 401', () => {
    expect(
      refreshResultOf(
        200,
        payload({ session: null, userErrors: [{ code: 'SESSION_EXPIRED', message: REFRESH_LOCK_FAILED }] }),
      ),
    ).toEqual({ kind: 'refused' });
    expect(refreshResultOf(200, unauthorized)).toEqual({ kind: 'refused' });
    expect(refreshResultOf(401, 'Unauthorized')).toEqual({ kind: 'refused' });
  });

  it('is unavailable, not refused, when the cart service is down or the answer is not GraphQL', () => {
    expect(
      refreshResultOf(200, '{"data":null,"errors":[{"extensions":{"code":"SUBGRAPH_UNAVAILABLE"}}]}'),
    ).toEqual({ kind: 'unavailable' });
    expect(refreshResultOf(502, '<html>Bad gateway</html>')).toEqual({ kind: 'unavailable' });
  });
});

describe('sessionExpiredBody', () => {
  it("carries the seed's words and the code SESSION_EXPIRED", () => {
    expect(JSON.parse(sessionExpiredBody(TOO_MANY_REFRESH_ATTEMPTS))).toEqual({
      errors: [
        {
          message:
            'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
          extensions: { code: 'SESSION_EXPIRED' },
        },
      ],
    });
    expect(REFRESH_LOCK_FAILED).toBe(
      'Error refreshing user token. User is not authorized to access the resource',
    );
  });
});
