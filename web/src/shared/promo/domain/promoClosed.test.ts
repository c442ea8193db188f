import { describe, expect, it } from 'vitest';
import { isPromoClosed, promoClosedCookieOf, promoLastClosedOf } from './promoClosed';

describe('the promo notification stays closed until its content changes (seed 001 §3)', () => {
  it('is closed when the visitor closed it after its last update', () => {
    expect(isPromoClosed('2026-11-27T10:00:00.000Z', '2026-11-26 09:00:00')).toBe(true);
  });

  it('shows again once editors update it after it was closed', () => {
    expect(isPromoClosed('2026-11-27T10:00:00.000Z', '2026-11-28 08:00:00')).toBe(false);
  });

  it('shows when never closed, or when a date cannot be read', () => {
    expect(isPromoClosed(null, '2026-11-26 09:00:00')).toBe(false);
    expect(isPromoClosed('2026-11-27T10:00:00.000Z', 'gisteren')).toBe(false);
  });

  it('reads the moment from the cookie it writes; anything else is no moment', () => {
    const now = new Date('2026-11-29T01:15:00.000Z');
    const cookie = promoClosedCookieOf(now, true);
    expect(cookie).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(promoLastClosedOf(`other=1; ${cookie.split(';')[0]}`)).toBe(now.toISOString());
    expect(promoLastClosedOf('promo-last-closed=morgen')).toBeNull();
    expect(promoLastClosedOf(undefined)).toBeNull();
  });
});
