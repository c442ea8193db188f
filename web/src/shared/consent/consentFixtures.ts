import {
  CONSENT_COOKIE,
  consentCookieOf,
  consentOf,
  type OptionalConsentCategory,
} from './domain/cookieConsent';

/** Tests: the visitor gave consent to `allowed` just now (the cookie the notice writes). */
export function giveConsent(allowed: readonly OptionalConsentCategory[]): void {
  const now = new Date();
  document.cookie = consentCookieOf(consentOf(allowed, now), now, false);
}

/** Tests: no consent cookie, as on a first visit. */
export function forgetConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}
