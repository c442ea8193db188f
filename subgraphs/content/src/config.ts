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
const SUBGRAPH = SUBGRAPHS.content;

const shape = {
  [SUBGRAPH.portVariable]: port(SUBGRAPH.defaultPort),
  CONTENT_API_URL: url('http://127.0.0.1:4103/content'),
  AUTHORS_API_URL: url('http://127.0.0.1:4103/authors'),
  CONTENT_SEARCH_API_URL: url('http://127.0.0.1:4103/content-search'),
  // Below the gateway's subgraph timeout (TIMEOUTS_MS), so a hung content service is reported as UPSTREAM_TIMEOUT.
  CONTENT_TIMEOUT_MS: milliseconds(TIMEOUTS_MS.upstream),
  NODE_ENV: nodeEnv,
};

export type ContentConfig = ReturnType<typeof loadConfig>;

/** The content subgraph's configuration, read once from the environment; defaults start the local stack. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadServiceConfig(shape, env);
  assertUpstreamTimeoutsNest({ CONTENT_TIMEOUT_MS: config.CONTENT_TIMEOUT_MS }, env);
  return config;
}
