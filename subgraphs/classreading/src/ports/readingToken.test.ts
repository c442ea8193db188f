import { describe, expect, it } from 'vitest';
import { isJwt, jwtOf, nextReadingToken } from './readingToken';

const STORED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvbGQifQ.b2xk';
const FRESH = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJuZXcifQ.bmV3';

describe('reading-programme session (seed 001 §4)', () => {
  it('a JWT in a response body replaces the stored one', () => {
    expect(nextReadingToken(STORED, { result: { name: 'Lotte', jwt: FRESH } })).toBe(FRESH);
    expect(nextReadingToken(null, { result: { jwt: FRESH } })).toBe(FRESH);
  });

  it('an answer without a JWT keeps the stored one', () => {
    expect(nextReadingToken(STORED, { result: [{ id: 11, name: '3A', grade: '3' }] })).toBe(STORED);
    expect(nextReadingToken(STORED, { result: 'Invalid credentials' })).toBe(STORED);
    expect(nextReadingToken(STORED, { result: null })).toBe(STORED);
    expect(nextReadingToken(null, { result: {} })).toBeNull();
  });

  it('ignores a jwt field that is not a JWT', () => {
    expect(jwtOf({ result: { jwt: '' } })).toBeNull();
    expect(jwtOf({ result: { jwt: 'not-a-token' } })).toBeNull();
    expect(jwtOf({ result: { jwt: 42 } })).toBeNull();
    expect(nextReadingToken(STORED, { result: { jwt: 'expired' } })).toBe(STORED);
  });

  it('recognises the three parts of a JWT', () => {
    expect(isJwt(FRESH)).toBe(true);
    expect(isJwt('a.b')).toBe(false);
  });
});
