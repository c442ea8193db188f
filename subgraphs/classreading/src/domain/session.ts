/**
 * seed 001 §4: the reading programme keeps a JWT; any JWT in a response body is stored back and used as
 * the bearer token of later calls.
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

/**
 * seed 001 §5: 'The session check requires a name, or both firstname and lastname.' A user that fails it
 * has no reading session (seed 001 §2: the browser logs out after 1 s and goes home).
 */
export function passesSessionCheck(user: {
  name?: unknown;
  firstname?: unknown;
  lastname?: unknown;
}): boolean {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return filled(user.name) || (filled(user.firstname) && filled(user.lastname));
}
