import { z } from 'zod';
import { DEFAULT_B2B_DISCOUNT_PERCENT } from '@shop/pricing';
import { loadConfig, port } from '@shop/service';
import { upstreamDirs } from '../shared/config';
import { DEFAULT_PASSWORD_COST } from '../shared/passwords';

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
  ...upstreamDirs,
};

export type CommerceConfig = ReturnType<typeof loadCommerceConfig>;

export function loadCommerceConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(commerceConfigShape, env);
}
