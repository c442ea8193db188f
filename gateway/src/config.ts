import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  assertTimeoutsNest,
  flag,
  loadConfig,
  milliseconds,
  nodeEnv,
  optionalFlag,
  optionalRedisUrl,
  port,
  TIMEOUTS_MS,
  url,
  workerCount,
} from '@shop/service';
import { SUBGRAPHS, SUBGRAPH_NAMES, localSubgraphUrl, type SubgraphName } from '@shop/stack/services';

/** schema/supergraph.graphql of this repository (this file is gateway/src/config.ts). */
export const DEFAULT_SUPERGRAPH_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schema/supergraph.graphql',
);

/**
 * The storefront build's list of its operations (web/dist/persisted-query-manifest.json of this repository):
 * the gateway answers the operations of the build the web server serves (issue 23, safelist.ts).
 */
export const DEFAULT_PERSISTED_QUERIES_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist/persisted-query-manifest.json',
);

type UrlVariable<N extends SubgraphName> = (typeof SUBGRAPHS)[N]['urlVariable'];

/** Which variable gives the URL of each subgraph named in the supergraph (the names of `npm run compose`). */
export const SUBGRAPH_URL_VARIABLES = Object.fromEntries(
  SUBGRAPH_NAMES.map((name) => [name, SUBGRAPHS[name].urlVariable]),
) as { [N in SubgraphName]: UrlVariable<N> };

/** CATALOG_URL, CART_URL...: each subgraph's URL, by default its local port. */
const subgraphUrls = Object.fromEntries(
  SUBGRAPH_NAMES.map((name) => [SUBGRAPHS[name].urlVariable, url(localSubgraphUrl(name))]),
) as { [N in SubgraphName as UrlVariable<N>]: ReturnType<typeof url> };

const shape = {
  GATEWAY_PORT: port(4000),
  // Issue 23: processes serving the gateway's port, by default one per core (runClustered).
  GATEWAY_WORKERS: workerCount(),
  SUPERGRAPH_PATH: z.string().min(1).default(DEFAULT_SUPERGRAPH_PATH),
  ...subgraphUrls,
  // seed 000 §9: client timeout 5000 ms; one slow subgraph must not hold the whole answer longer. Between the
  // subgraphs' upstream timeouts and the web server's (TIMEOUTS_MS says why they nest).
  SUBGRAPH_TIMEOUT_MS: milliseconds(TIMEOUTS_MS.subgraph),
  NODE_ENV: nodeEnv,
  // The Apollo Sandbox (the landing page of /graphql in a browser) and introspection, for developers: on
  // outside production, off in production unless set (npm start's local shop sets it, issue 20).
  GATEWAY_SANDBOX: optionalFlag(),
  // Issue 23: the storefront's operations (safelist.ts); empty: none is listed.
  PERSISTED_QUERIES_PATH: z.string().default(DEFAULT_PERSISTED_QUERIES_PATH),
  // Answer operations that are not listed only to partners: by default in production only.
  GATEWAY_SAFELIST: optionalFlag(),
  // Opt in to Apollo's usage reporting and OpenTelemetry data collection (callsHome.ts); off by default.
  APOLLO_REPORTING: flag(false),
  // Issue 18 item 7: the peers (comma-separated addresses) whose X-Client-Address the gateway believes.
  GATEWAY_TRUSTED_PEERS: z
    .string()
    .default('127.0.0.1,::1')
    .transform((value) =>
      value
        .split(',')
        .map((peer) => peer.trim())
        .filter((peer) => peer !== ''),
    ),
  // Issue 23: API partners' keys, stored hashed (domain/partnerKeys.ts): name:sha256:requests:cost entries, and/or
  // a JSON file of them. The demo key (README) is on outside production unless set; npm start's shop sets it.
  PARTNER_KEYS: z.string().default(''),
  PARTNER_KEYS_FILE: z.string().min(1).optional(),
  GATEWAY_DEMO_PARTNER: optionalFlag(),
  // Whole answers of public data for guests, as long as @cacheControl allows (responseCache.ts).
  GATEWAY_RESPONSE_CACHE: flag(true),
  // Shared state of many gateway replicas (rate-limit counters, cached answers); in memory without it.
  REDIS_URL: optionalRedisUrl(),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(shape, env);
  assertTimeoutsNest({ subgraph: config.SUBGRAPH_TIMEOUT_MS, web: TIMEOUTS_MS.web });
  const production = config.NODE_ENV === 'production';
  return {
    ...config,
    GATEWAY_SANDBOX: config.GATEWAY_SANDBOX ?? !production,
    GATEWAY_DEMO_PARTNER: config.GATEWAY_DEMO_PARTNER ?? !production,
    GATEWAY_SAFELIST: config.GATEWAY_SAFELIST ?? production,
  };
}
