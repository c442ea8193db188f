import { expect, test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';
import {
  CONSENT_COOKIE,
  consentOf,
  OPTIONAL_CONSENT_CATEGORIES,
  serializeConsent,
  type OptionalConsentCategory,
} from '@shop/web/consent';
import { webUrl } from './stack';

export type ConsentCategory = OptionalConsentCategory;

export const ALL_CONSENT: readonly ConsentCategory[] = OPTIONAL_CONSENT_CATEGORIES;

/** Gives a browser context a consent cookie for the shop under test, as if the visitor had chosen before. */
export async function giveConsent(
  context: BrowserContext,
  categories: readonly ConsentCategory[],
  date: Date = new Date(),
): Promise<void> {
  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: serializeConsent(consentOf(categories, date)),
      url: webUrl(),
      sameSite: 'Lax',
    },
  ]);
}

/**
 * The `test` and `expect` of every journey. Each browser context a journey opens (the default one and any made
 * with `browser.newContext()`) is watched for Content-Security-Policy violations, which Chromium reports on the
 * console: a journey that triggers one fails after it ran, naming the refused resource, so the storefront's
 * policy is exercised by every step a person takes.
 *
 * Each context also starts with the cookie consent of the `consent` option (seed 001 §3), by default every
 * category, so the consent notice of a first visit covers no journey's buttons; a journey of the notice itself
 * sets it to null (`test.use({ consent: null })`) and starts as a first visit.
 */
export const test = base.extend<{
  consent: readonly ConsentCategory[] | null;
  securityPolicyViolations: string[];
}>({
  consent: [ALL_CONSENT, { option: true }],
  securityPolicyViolations: [
    async ({ browser, context, consent }, use) => {
      const violations: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on('console', (message: ConsoleMessage) => {
          if (isSecurityPolicyViolation(message)) violations.push(message.text());
        });
        if (consent !== null) await giveConsent(watched, consent);
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await watch(context);
        return context;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium writes every refused script, style, frame or connection as a console error naming the policy. */
export function isSecurityPolicyViolation(message: ConsoleMessage): boolean {
  return message.type() === 'error' && /Content Security Policy/i.test(message.text());
}
