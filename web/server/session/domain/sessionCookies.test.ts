// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  endedSessionSetCookies,
  sessionFromCookieHeader,
  sessionSetCookies,
  SESSION_COOKIE,
} from './sessionCookies';

describe('sessionFromCookieHeader', () => {
  it("reads the token and refresh token among the browser's other cookies", () => {
    expect(sessionFromCookieHeader('consent=2023-09-17; shop_token=abc.def; shop_refresh=r%2B1')).toEqual({
      token: 'abc.def',
      refreshToken: 'r+1',
    });
  });

  it('is null without either session cookie, and keeps the one that is there', () => {
    expect(sessionFromCookieHeader(undefined)).toBeNull();
    expect(sessionFromCookieHeader('consent=1; shop_token=')).toBeNull();
    expect(sessionFromCookieHeader('shop_refresh=r-1')).toEqual({ token: null, refreshToken: 'r-1' });
  });

  it('takes the first of duplicate cookies, and a value that is not percent-encoding as it is', () => {
    expect(sessionFromCookieHeader('shop_token=first; shop_token=second; shop_refresh=%E0%A4%A')).toEqual({
      token: 'first',
      refreshToken: '%E0%A4%A',
    });
  });
});

describe('session Set-Cookie values', () => {
  it('are HttpOnly, SameSite=Lax, for the whole site, with the session lifetime (30 days by default)', () => {
    const cookies = sessionSetCookies(
      { token: 'tok', refreshToken: 'ref/1' },
      { secure: false, maxAgeSeconds: 30 * 24 * 3600 },
    );
    expect(cookies).toEqual([
      'shop_token=tok; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
      'shop_refresh=ref%2F1; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    ]);
  });

  it('are Secure over HTTPS', () => {
    for (const cookie of sessionSetCookies(
      { token: 't', refreshToken: 'r' },
      { secure: true, maxAgeSeconds: 60 },
    ))
      expect(cookie).toMatch(/; Secure$/);
  });

  it('end the session by expiring both cookies now', () => {
    expect(endedSessionSetCookies({ secure: true })).toEqual([
      `${SESSION_COOKIE.token}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure`,
      `${SESSION_COOKIE.refreshToken}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure`,
    ]);
  });
});
