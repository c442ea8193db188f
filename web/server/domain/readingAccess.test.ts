import { describe, expect, it } from 'vitest';
import { isAnonymousVisitor, visitorSessionsOf } from './readingAccess';

describe('isAnonymousVisitor (seed 001 §2 /en-rw guard)', () => {
  it('is anonymous without a Cookie header, or with only unrelated cookies', () => {
    expect(isAnonymousVisitor(undefined)).toBe(true);
    expect(isAnonymousVisitor('')).toBe(true);
    expect(isAnonymousVisitor('cookie_consent=1; theme=dark')).toBe(true);
  });

  it('is signed in with a shop customer session, either cookie of it', () => {
    expect(isAnonymousVisitor('shop_token=abc; shop_refresh=def')).toBe(false);
    expect(isAnonymousVisitor('shop_token=abc')).toBe(false);
    expect(isAnonymousVisitor('theme=dark; shop_refresh=def')).toBe(false);
  });

  it('is signed in with a reading-programme session', () => {
    expect(isAnonymousVisitor('reading_token=eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
  });

  it('does not count emptied cookies or look-alike names', () => {
    expect(isAnonymousVisitor('reading_token=; shop_token=')).toBe(true);
    expect(isAnonymousVisitor('my_reading_token=abc; shop_token_old=x')).toBe(true);
  });
});

describe('visitorSessionsOf (the private pages asked before the render)', () => {
  it("tells a customer's session from a pupil's, by their cookies", () => {
    expect(visitorSessionsOf('shop_refresh=def')).toEqual({ customer: true, pupil: false });
    expect(visitorSessionsOf('reading_token=abc')).toEqual({ customer: false, pupil: true });
    expect(visitorSessionsOf('shop_token=a; reading_token=b')).toEqual({ customer: true, pupil: true });
    expect(visitorSessionsOf('reading_token=; theme=dark')).toEqual({ customer: false, pupil: false });
  });
});
