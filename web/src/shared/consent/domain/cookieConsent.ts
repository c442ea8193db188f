import { cookieValue } from '../../cookies/cookieHeader';
/**
 * Cookie consent (seed 001 §3 'Cookie consent: categories (strictly necessary, statistical, personalization,
 * targeted), date'; §4 'Consent is saved for 1 year', 'Consent older than the configured cookie version date
 * (2023-09-17) is discarded'; §9 'Cookie consent lasts 1 year. Cookie version date is 2023-09-17').
 *
 * The consent lives in a first-party cookie that the web server reads too, so the page it renders carries the
 * consent notice only when no valid consent exists. It holds no secret: the browser's script writes it.
 */

/** seed 001 §3: the categories; strictly necessary cookies are always on. */
export const CONSENT_CATEGORIES = ['necessary', 'statistical', 'personalization', 'targeted'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor chooses; 'necessary' is not a choice. */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CONSENT_CATEGORIES = ['statistical', 'personalization', 'targeted'] as const;

export interface CookieConsent {
  /** The optional categories the visitor allowed. */
  allowed: ReadonlySet<OptionalConsentCategory>;
  /** seed 001 §3: the date of consent. */
  date: Date;
}

/** The cookie's name. */
export const CONSENT_COOKIE = 'shop_consent';

/** seed 001 §9: the cookie version date; consent given before it was given to other cookies. */
export const COOKIE_VERSION_DATE = new Date('2023-09-17T00:00:00.000Z');

/** seed 001 §4, §9: consent lasts 1 year (a calendar year: given on 1 March, it ends on the next 1 March). */
export function consentExpiryOf(consent: Pick<CookieConsent, 'date'>): Date {
  const expiry = new Date(consent.date);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return expiry;
}

/**
 * The consent that still holds at `now`, or null, when the notice asks again: consent dated before the cookie
 * version date is discarded (seed 001 §4), and consent older than 1 year has expired.
 */
export function validConsent(consent: CookieConsent | null, now: Date): CookieConsent | null {
  if (consent === null) return null;
  if (consent.date.getTime() < COOKIE_VERSION_DATE.getTime()) return null;
  if (consentExpiryOf(consent).getTime() <= now.getTime()) return null;
  return consent;
}

/** Whether the consent allows cookies (and storage, and scripts) of `category`; necessary ones always. */
export function consentAllows(consent: CookieConsent | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return consent?.allowed.has(category) ?? false;
}

/** 'accept all', 'only necessary', or the visitor's own choice, given at `date`. */
export function consentOf(allowed: Iterable<OptionalConsentCategory>, date: Date): CookieConsent {
  return { allowed: new Set(allowed), date };
}

/**
 * The cookie's value: the date of consent, then the categories, separated by '|' (characters a cookie value may
 * hold as they are), e.g. `2026-03-01T10:00:00.000Z|necessary|statistical`.
 */
export function serializeConsent(consent: CookieConsent): string {
  const categories = CONSENT_CATEGORIES.filter((category) => consentAllows(consent, category));
  return [consent.date.toISOString(), ...categories].join('|');
}

/** The consent a cookie value records, or null when it is missing or not one (the notice asks again). */
export function parseConsent(value: string | null | undefined): CookieConsent | null {
  if (!value) return null;
  const [dateText, ...categories] = value.split('|');
  if (!dateText || !/^\d{4}-\d{2}-\d{2}T/.test(dateText)) return null;
  const date = new Date(dateText);
  if (Number.isNaN(date.getTime())) return null;
  const allowed = OPTIONAL_CONSENT_CATEGORIES.filter((category) => categories.includes(category));
  return consentOf(allowed, date);
}

/** The consent of a Cookie header (or document.cookie) that still holds at `now`, or null. */
export function consentFromCookieHeader(
  cookieHeader: string | null | undefined,
  now: Date,
): CookieConsent | null {
  return validConsent(parseConsent(cookieValue(cookieHeader ?? '', CONSENT_COOKIE)), now);
}

/**
 * The `document.cookie` assignment that stores the consent: first party, the whole shop (Path=/), SameSite=Lax,
 * until the consent expires (1 year from its date). Not HttpOnly: the browser's script writes it, the web server
 * reads it.
 */
export function consentCookieOf(consent: CookieConsent, now: Date, secure: boolean): string {
  const maxAgeSeconds = Math.max(0, Math.floor((consentExpiryOf(consent).getTime() - now.getTime()) / 1000));
  return [
    `${CONSENT_COOKIE}=${serializeConsent(consent)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
