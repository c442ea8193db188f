import {
  assertUpstreamTimeoutsNest,
  loadConfig as loadServiceConfig,
  milliseconds,
  nodeEnv,
  port,
  TIMEOUTS_MS,
  url,
} from '@shop/service';
import { SUBGRAPHS } from '@shop/stack/services';

/** Its port variable and default port, from the stack's list of subgraphs. */
const SUBGRAPH = SUBGRAPHS.classreading;

const shape = {
  [SUBGRAPH.portVariable]: port(SUBGRAPH.defaultPort),
  READING_API_URL: url('http://127.0.0.1:4102'),
  // API.md: the digital products service; the local stand-in serves it beside the reading programme.
  DIGITAL_PRODUCTS_API_URL: url('http://127.0.0.1:4104'),
  // Below the gateway's subgraph timeout (TIMEOUTS_MS), so a hung reading programme is reported as UPSTREAM_TIMEOUT.
  READING_TIMEOUT_MS: milliseconds(TIMEOUTS_MS.upstream),
  NODE_ENV: nodeEnv,
};

export type ClassreadingConfig = ReturnType<typeof loadConfig>;

/** The classreading subgraph's configuration, read once from the environment; defaults start the local stack. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadServiceConfig(shape, env);
  assertUpstreamTimeoutsNest({ READING_TIMEOUT_MS: config.READING_TIMEOUT_MS }, env);
  return config;
}
