import { describe, expect, it } from 'vitest';
import {
  COOKIE_VERSION_DATE,
  consentAllows,
  consentCookieOf,
  consentExpiryOf,
  consentFromCookieHeader,
  consentOf,
  parseConsent,
  serializeConsent,
  validConsent,
} from './cookieConsent';

const at = (iso: string) => new Date(iso);

describe('cookie consent (seed 001 §3, §4, §9)', () => {
  it('has the cookie version date 2023-09-17', () => {
    expect(COOKIE_VERSION_DATE.toISOString()).toBe('2023-09-17T00:00:00.000Z');
  });

  it('discards consent older than the cookie version date 2023-09-17', () => {
    const now = at('2024-01-10T12:00:00.000Z');
    expect(validConsent(consentOf(['statistical'], at('2023-09-16T23:59:59.000Z')), now)).toBeNull();
    expect(validConsent(consentOf(['statistical'], at('2023-09-17T00:00:00.000Z')), now)).not.toBeNull();
  });

  it('keeps consent for 1 year from its date', () => {
    const given = consentOf([], at('2025-03-01T10:00:00.000Z'));
    expect(consentExpiryOf(given).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(validConsent(given, at('2026-03-01T09:59:59.000Z'))).toBe(given);
    expect(validConsent(given, at('2026-03-01T10:00:00.000Z'))).toBeNull();
    expect(validConsent(given, at('2027-01-01T00:00:00.000Z'))).toBeNull();
  });

  it('always allows strictly necessary cookies, the others only when chosen', () => {
    const onlyNecessary = consentOf([], at('2025-03-01T10:00:00.000Z'));
    expect(consentAllows(onlyNecessary, 'necessary')).toBe(true);
    expect(consentAllows(onlyNecessary, 'statistical')).toBe(false);
    expect(consentAllows(null, 'necessary')).toBe(true);
    expect(consentAllows(null, 'statistical')).toBe(false);
    const statistics = consentOf(['statistical'], at('2025-03-01T10:00:00.000Z'));
    expect(consentAllows(statistics, 'statistical')).toBe(true);
    expect(consentAllows(statistics, 'personalization')).toBe(false);
    expect(consentAllows(statistics, 'targeted')).toBe(false);
  });

  it('stores the date and the categories in the cookie and reads them back', () => {
    const all = consentOf(['targeted', 'statistical', 'personalization'], at('2025-03-01T10:00:00.000Z'));
    const value = serializeConsent(all);
    expect(value).toBe('2025-03-01T10:00:00.000Z|necessary|statistical|personalization|targeted');
    expect(parseConsent(value)).toEqual(all);
    expect(serializeConsent(consentOf([], at('2025-03-01T10:00:00.000Z')))).toBe(
      '2025-03-01T10:00:00.000Z|necessary',
    );
  });

  it('reads a missing, malformed or foreign value as no consent', () => {
    for (const value of [
      undefined,
      null,
      '',
      'yes',
      'notadate|statistical',
      '2025-13-45T99:00:00Z|statistical',
    ])
      expect(parseConsent(value)).toBeNull();
    expect(parseConsent('2025-03-01T10:00:00.000Z|necessary|tracking')?.allowed).toEqual(new Set());
  });

  it('reads the consent from a Cookie header, only while it holds', () => {
    const header = 'shop_token=abc; shop_consent=2025-03-01T10:00:00.000Z|necessary|statistical; other=1';
    expect(consentFromCookieHeader(header, at('2025-06-01T00:00:00.000Z'))?.allowed).toEqual(
      new Set(['statistical']),
    );
    expect(consentFromCookieHeader(header, at('2026-03-02T00:00:00.000Z'))).toBeNull();
    expect(
      consentFromCookieHeader(
        'shop_consent=2023-09-16T10:00:00.000Z|necessary|statistical',
        at('2023-10-01T00:00:00.000Z'),
      ),
    ).toBeNull();
    expect(consentFromCookieHeader(undefined, at('2025-06-01T00:00:00.000Z'))).toBeNull();
  });

  it('writes a first-party cookie for the whole shop, SameSite=Lax, until the consent ends 1 year after its date', () => {
    const now = at('2025-03-01T10:00:00.000Z');
    const cookie = consentCookieOf(consentOf(['statistical'], now), now, false);
    expect(cookie).toBe(
      'shop_consent=2025-03-01T10:00:00.000Z|necessary|statistical; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(consentCookieOf(consentOf([], now), now, true)).toMatch(/; Secure$/);
  });
});
