import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig, milliseconds, nodeEnv, port, url } from '@shop/service';

/** schema/supergraph.graphql of this repository (this file is gateway/src/config.ts). */
export const DEFAULT_SUPERGRAPH_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schema/supergraph.graphql',
);

/** Which variable gives the URL of each subgraph named in the supergraph (the names of `npm run compose`). */
export const SUBGRAPH_URL_VARIABLES = {
  catalog: 'CATALOG_URL',
  cart: 'CART_URL',
  classreading: 'CLASSREADING_URL',
  content: 'CONTENT_URL',
} as const;

const shape = {
  GATEWAY_PORT: port(4000),
  SUPERGRAPH_PATH: z.string().min(1).default(DEFAULT_SUPERGRAPH_PATH),
  CATALOG_URL: url('http://127.0.0.1:4001/graphql'),
  CART_URL: url('http://127.0.0.1:4002/graphql'),
  CLASSREADING_URL: url('http://127.0.0.1:4003/graphql'),
  CONTENT_URL: url('http://127.0.0.1:4004/graphql'),
  // seed 000 §9: client timeout 5000 ms; one slow subgraph must not hold the whole answer longer.
  SUBGRAPH_TIMEOUT_MS: milliseconds(5000),
  NODE_ENV: nodeEnv,
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(shape, env);
}
