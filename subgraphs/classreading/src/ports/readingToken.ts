/**
 * seed 001 §4: the reading programme keeps a JWT; any JWT in a response body is stored back and used as
 * the bearer token of later calls. Part of the port's contract: every adapter applies it to every answer, and
 * the domain reads a login's token with it.
 */

/** Three base64url parts: header, payload, signature. A string of another shape is not a token to keep. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

export function isJwt(value: unknown): value is string {
  return typeof value === 'string' && JWT_SHAPE.test(value);
}

/** The JWT an answer of the reading programme carries (`result.jwt`), or null. */
export function jwtOf(answer: { result: unknown }): string | null {
  const { result } = answer;
  if (typeof result !== 'object' || result === null || !('jwt' in result)) return null;
  return isJwt(result.jwt) ? result.jwt : null;
}

/** The token to keep after an answer: the answer's JWT replaces the stored one; otherwise the stored one stays. */
export function nextReadingToken(stored: string | null, answer: { result: unknown }): string | null {
  return jwtOf(answer) ?? stored;
}
