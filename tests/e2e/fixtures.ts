import { expect, test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * The `test` and `expect` of every journey. Each browser context a journey opens (the default one and any made
 * with `browser.newContext()`) is watched for Content-Security-Policy violations, which Chromium reports on the
 * console: a journey that triggers one fails after it ran, naming the refused resource, so the storefront's
 * policy is exercised by every step a person takes.
 */
export const test = base.extend<{ securityPolicyViolations: string[] }>({
  securityPolicyViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message: ConsoleMessage) => {
          if (isSecurityPolicyViolation(message)) violations.push(message.text());
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        watch(context);
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
