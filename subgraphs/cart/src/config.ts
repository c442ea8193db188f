import {
  assertUpstreamTimeoutsNest,
  flag,
  loadConfig as loadServiceConfig,
  milliseconds,
  optionalRedisUrl,
  optionalWholeNumber,
  port,
  TIMEOUTS_MS,
  url,
} from '@shop/service';
import { bankAccountConfigShape } from '@shop/pricing';
import { SUBGRAPHS } from '@shop/stack/services';

/** Its port variable and default port, from the stack's list of subgraphs. */
const SUBGRAPH = SUBGRAPHS.cart;

const shape = {
  [SUBGRAPH.portVariable]: port(SUBGRAPH.defaultPort),
  /** Base URL of the commerce platform (vue-storefront-api); /api/... paths are appended. */
  COMMERCE_API_URL: url('http://127.0.0.1:4101'),
  /** Below the gateway's subgraph timeout (TIMEOUTS_MS), so a hung platform is reported as UPSTREAM_TIMEOUT. */
  COMMERCE_TIMEOUT_MS: milliseconds(TIMEOUTS_MS.upstream),
  /** seed 000 §4: with stock sync off, stock is not verified online and every product is volatile. */
  STOCK_SYNCHRONIZE: flag(true),
  /**
   * seed 000 §6, §7: set, group tax is active and render-list is asked with this userGroupId (Vue Storefront's
   * store view tax.userGroupId: the group of guests; a logged-in customer's own group once accounts exist).
   * Unset (the default), no userGroupId is sent. Empty counts as unset, as in the catalog subgraph (else the
   * cart's prices would differ from the catalogue's).
   */
  TAX_USER_GROUP_ID: optionalWholeNumber(),
  /**
   * Issue 24: where the idempotency keys of offline sync tasks live (redisIdempotentRequests.ts), shared by
   * every cart replica; unset, in this process (one cart service).
   */
  REDIS_URL: optionalRedisUrl(),
  /** The shop's account that bank-transfer orders are paid into (BankTransferInstructions). */
  ...bankAccountConfigShape,
};

export type CartConfig = ReturnType<typeof loadConfig>;

/** The cart subgraph's configuration, read once from the environment; defaults start the local stack. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadServiceConfig(shape, env);
  assertUpstreamTimeoutsNest({ COMMERCE_TIMEOUT_MS: config.COMMERCE_TIMEOUT_MS }, env);
  return config;
}
