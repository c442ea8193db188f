import { z } from 'zod';
import { loadConfig as loadServiceConfig, milliseconds, port, url } from '@shop/service';

/** A boolean variable: 'true' or 'false' (also 1/0, yes/no). */
const flag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(defaultValue ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const shape = {
  CART_PORT: port(4002),
  /** Base URL of the commerce platform (vue-storefront-api); /api/... paths are appended. */
  COMMERCE_API_URL: url('http://127.0.0.1:4101'),
  COMMERCE_TIMEOUT_MS: milliseconds(5000),
  /** seed 000 §4: with stock sync off, stock is not verified online and every product is volatile. */
  STOCK_SYNCHRONIZE: flag(true),
};

export type CartConfig = ReturnType<typeof loadConfig>;

/** The cart subgraph's configuration, read once from the environment; defaults start the local stack. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  return loadServiceConfig(shape, env);
}
