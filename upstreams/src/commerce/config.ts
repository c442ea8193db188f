import { z } from 'zod';
import { bankAccountConfigShape, DEFAULT_B2B_DISCOUNT_PERCENT } from '@shop/pricing';
import { ConfigError, loadConfig, optionalUrl, port } from '@shop/service';
import { upstreamDirs } from '../shared/config';
import { DEFAULT_PASSWORD_COST } from '../shared/passwords';
import { readingJwtSecret } from '../reading/config';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const commerceConfigShape = {
  COMMERCE_PORT: port(4101),
  /**
   * seed 000 §6: 'Tax may depend on the user's group id when a group tax setting is configured.' Off by
   * default: render-list then taxes every user group alike, whatever `userGroupId` it is sent.
   */
  COMMERCE_USER_GROUP_TAX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * seed 000 §6: 'A B2B customer gets a discount on orders above 150 euro after discount.' The seed names no
   * rate: percent off the order, DEFAULT_B2B_DISCOUNT_PERCENT (5) of @shop/pricing unless set.
   */
  COMMERCE_B2B_DISCOUNT_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_B2B_DISCOUNT_PERCENT),
  /** How long a customer token (POST /api/user/login) is accepted; tests shorten it to exercise refresh. */
  COMMERCE_TOKEN_LIFETIME_SECONDS: seconds(3600),
  /** How long a refresh token may be traded for a new token; each one works once (rotation). */
  COMMERCE_REFRESH_TOKEN_LIFETIME_SECONDS: seconds(30 * 24 * 3600),
  /** Failed logins in a row that lock an account (Magento's default: 10). */
  COMMERCE_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** How long a locked account refuses every login (Magento's default: 10 minutes). */
  COMMERCE_LOGIN_LOCK_SECONDS: seconds(600),
  /** How long a password reset link works (Magento's default: 2 hours). */
  COMMERCE_RESET_TOKEN_LIFETIME_SECONDS: seconds(2 * 3600),
  /** log2 of scrypt's N for passwords this service hashes (demo customers: see DEMO_PASSWORD_COST). */
  COMMERCE_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(DEFAULT_PASSWORD_COST),
  /** The storefront's origin, which the reset password mail links to. */
  SHOP_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * The origin browsers reach this platform at, for the local card simulator's 3-D Secure page; unset, the
   * address it listens on (right for the local stack).
   */
  COMMERCE_PUBLIC_URL: optionalUrl(),
  /** Card payments on Adyen's platform: its API key and merchant account (both, or neither for the simulator). */
  ADYEN_API_KEY: z.string().trim().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().trim().min(1).optional(),
  /** Adyen's test platform, or live (which needs ADYEN_LIVE_URL_PREFIX). */
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  ADYEN_LIVE_URL_PREFIX: z.string().trim().min(1).optional(),
  /** seed 001 §3: signs the reading programme's session in teachers' and directors' profiles (shared secret). */
  READING_JWT_SECRET: readingJwtSecret,
  /** The shop's account, which the mail of a bank-transfer order asks to pay into (as the graph shows it). */
  ...bankAccountConfigShape,
  ...upstreamDirs,
};

export type CommerceConfig = ReturnType<typeof loadCommerceConfig>;

export function loadCommerceConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(commerceConfigShape, env);
  if (Boolean(config.ADYEN_API_KEY) !== Boolean(config.ADYEN_MERCHANT_ACCOUNT))
    throw new ConfigError(
      'Invalid configuration:\n  ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT go together: set both for Adyen, neither for the local card simulator',
    );
  if (config.ADYEN_API_KEY && config.ADYEN_ENVIRONMENT === 'live' && !config.ADYEN_LIVE_URL_PREFIX)
    throw new ConfigError(
      'Invalid configuration:\n  ADYEN_LIVE_URL_PREFIX is needed with ADYEN_ENVIRONMENT=live',
    );
  return config;
}
