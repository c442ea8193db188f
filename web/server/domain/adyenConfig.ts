import type { AdyenRuntimeConfig } from '../../src/shared/config/runtimeConfig';

/** The card payment provider's environments (adyen-web's `environment`). */
const ADYEN_ENVIRONMENTS = ['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in', 'live-nea'];

export interface AdyenConfig {
  ADYEN_CLIENT_KEY: string;
  ADYEN_ENVIRONMENT: string;
  ADYEN_CHECKOUTSHOPPER_URL: string | null;
}

/**
 * The card payment component's settings (seed 000 §7 card payment extension), handed to the browser; read by
 * the web server's config and by the development server (vite.config.ts), so it imports nothing of the server:
 * - ADYEN_CLIENT_KEY: the provider account's client key; `local_standin` for the local stand-in.
 * - ADYEN_ENVIRONMENT: test (default) or one of the provider's live environments.
 * - ADYEN_CHECKOUTSHOPPER_URL: where the card fields load from; by default the commerce stand-in's
 *   `{COMMERCE_API_URL}/checkoutshopper/`. Set it empty to load them from the provider's own servers of
 *   ADYEN_ENVIRONMENT (with a real client key).
 * `problems` names each variable with a wrong value, one line each.
 */
export function readAdyenConfig(
  env: Record<string, string | undefined>,
  commerceApiUrl: string,
): { config: AdyenConfig; problems: string[] } {
  const clientKey = env.ADYEN_CLIENT_KEY ?? 'local_standin';
  const environment = env.ADYEN_ENVIRONMENT ?? 'test';
  const problems: string[] = [];
  if (clientKey.trim() === '') problems.push('  ADYEN_CLIENT_KEY="": must not be empty');
  if (!ADYEN_ENVIRONMENTS.includes(environment))
    problems.push(
      `  ADYEN_ENVIRONMENT=${JSON.stringify(environment)}: one of ${ADYEN_ENVIRONMENTS.join(', ')}`,
    );
  const rawUrl = env.ADYEN_CHECKOUTSHOPPER_URL;
  let checkoutshopperUrl: string | null = `${commerceApiUrl.replace(/\/+$/, '')}/checkoutshopper/`;
  if (rawUrl !== undefined) {
    checkoutshopperUrl = rawUrl.trim() === '' ? null : withTrailingSlash(rawUrl.trim());
    if (checkoutshopperUrl && !isHttpUrl(checkoutshopperUrl))
      problems.push(
        `  ADYEN_CHECKOUTSHOPPER_URL=${JSON.stringify(rawUrl)}: an absolute http(s) URL, or empty`,
      );
  }
  return {
    config: {
      ADYEN_CLIENT_KEY: clientKey,
      ADYEN_ENVIRONMENT: environment,
      ADYEN_CHECKOUTSHOPPER_URL: checkoutshopperUrl,
    },
    problems,
  };
}

/** What the browser's card component gets of the config (the web server and the development server alike). */
export function adyenRuntimeConfigOf(config: AdyenConfig): AdyenRuntimeConfig {
  return {
    clientKey: config.ADYEN_CLIENT_KEY,
    environment: config.ADYEN_ENVIRONMENT,
    checkoutshopperUrl: config.ADYEN_CHECKOUTSHOPPER_URL,
  };
}

/**
 * The origins the card payment component loads from, by the settings the browser gets (the payment pages'
 * Content-Security-Policy, securityHeaders.ts):
 * - `cardPayment`: with a checkoutshopper URL (the local stand-in) its origin, which then serves the card fields,
 *   images, translations and API; without one, the provider's API and CDN of ADYEN_ENVIRONMENT, as adyen-web
 *   names them (`https://checkoutshopper-{environment}.adyen.com`, `…-{environment}.cdn.adyen.com`);
 * - `threeDSecure`: where 3-D Secure takes the shopper: the local card simulator's issuer page on the stand-in,
 *   else any issuer's https page (the provider frames or redirects to the issuer, and issuers cannot be listed).
 */
export function cardPaymentOriginsOf(
  config: Pick<AdyenRuntimeConfig, 'environment' | 'checkoutshopperUrl'>,
): {
  cardPayment: string[];
  threeDSecure: string[];
} {
  if (config.checkoutshopperUrl !== null) {
    const origin = new URL(config.checkoutshopperUrl).origin;
    return { cardPayment: [origin], threeDSecure: [origin] };
  }
  const environment = config.environment;
  return {
    cardPayment: [
      `https://checkoutshopper-${environment}.adyen.com`,
      `https://checkoutshopper-${environment}.cdn.adyen.com`,
    ],
    threeDSecure: ['https:'],
  };
}

function withTrailingSlash(value: string): string {
  return value.endsWith('/') ? value : `${value}/`;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
