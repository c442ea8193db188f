import { describe, expect, it } from 'vitest';
import { readingSessionAfterProfileRefresh, readingSessionAfterShopSessionChange } from './readingSession';

describe('seed 001 §4: the reading-programme session follows the profile refresh', () => {
  it("logs a teacher in with the profile's classReading JWT when the browser has no reading session", () => {
    expect(readingSessionAfterProfileRefresh('jwt-of-teacher', null)).toEqual({
      kind: 'renewed',
      token: 'jwt-of-teacher',
    });
  });

  it('keeps a reading session the browser already carries (it may be a JWT the programme renewed)', () => {
    expect(readingSessionAfterProfileRefresh('jwt-of-teacher', 'renewed-by-programme')).toBeNull();
  });

  it('logs out of the reading programme when the profile has no reading-programme data', () => {
    expect(readingSessionAfterProfileRefresh(null, 'jwt-of-someone')).toEqual({ kind: 'ended' });
    expect(readingSessionAfterProfileRefresh(undefined, 'jwt-of-someone')).toEqual({ kind: 'ended' });
    expect(readingSessionAfterProfileRefresh('', 'jwt-of-someone')).toEqual({ kind: 'ended' });
  });

  it('changes nothing for a shopper without reading-programme data and without a reading session', () => {
    expect(readingSessionAfterProfileRefresh(null, null)).toBeNull();
  });

  it('ends a carried reading session when a shop session starts or ends', () => {
    expect(readingSessionAfterShopSessionChange('jwt-of-pupil')).toEqual({ kind: 'ended' });
    expect(readingSessionAfterShopSessionChange(null)).toBeNull();
  });

  it("starts the new customer's reading session when the new session's profile carries a JWT", () => {
    expect(readingSessionAfterShopSessionChange('jwt-of-pupil', 'jwt-of-teacher')).toEqual({
      kind: 'renewed',
      token: 'jwt-of-teacher',
    });
    expect(readingSessionAfterShopSessionChange(null, 'jwt-of-teacher')).toEqual({
      kind: 'renewed',
      token: 'jwt-of-teacher',
    });
    expect(readingSessionAfterShopSessionChange('jwt-of-pupil', null)).toEqual({ kind: 'ended' });
  });
});
