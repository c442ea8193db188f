/**
 * How the journeys find the shop: global-setup starts the whole stack and sets E2E_WEB_URL (environment
 * variables set in Playwright's global setup reach the test workers). Set it yourself to run the journeys
 * against a shop you started (npm start): E2E_WEB_URL=http://127.0.0.1:3000 npx playwright test
 */
export const WEB_URL_VARIABLE = 'E2E_WEB_URL';

export function webUrl(): string {
  const url = process.env[WEB_URL_VARIABLE];
  if (!url)
    throw new Error(
      `${WEB_URL_VARIABLE} is not set: run the journeys with playwright test, whose global setup starts the shop.`,
    );
  return url.replace(/\/+$/, '');
}

/** The commerce platform of the shop under test (its mail outbox); http://127.0.0.1:4101 for a shop you started. */
export const COMMERCE_URL_VARIABLE = 'E2E_COMMERCE_URL';

export function commerceUrl(): string {
  return (process.env[COMMERCE_URL_VARIABLE] ?? 'http://127.0.0.1:4101').replace(/\/+$/, '');
}

/** The digital products service of the shop under test (its reader); http://127.0.0.1:4104 for a shop you started. */
export const DIGITAL_URL_VARIABLE = 'E2E_DIGITAL_URL';

export function digitalUrl(): string {
  return (process.env[DIGITAL_URL_VARIABLE] ?? 'http://127.0.0.1:4104').replace(/\/+$/, '');
}
