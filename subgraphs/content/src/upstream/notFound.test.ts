import { describe, expect, it } from 'vitest';
import { isNotFound } from './notFound';

describe('a status of 400 or more means not found (seed 001 §7, §8)', () => {
  it.each([
    [400, 400, true],
    [200, 404, true],
    [404, 200, true],
    [499, 200, true],
  ])('code %i with HTTP status %i: not found', (code, status, expected) => {
    expect(isNotFound({ code, status, result: null })).toBe(expected);
  });

  it.each([
    [200, 200],
    [500, 500],
    [503, 200],
  ])('code %i with HTTP status %i: an answer or an outage, not a missing document', (code, status) => {
    expect(isNotFound({ code, status, result: null })).toBe(false);
  });
});
