import path from 'node:path';
import { loadConfig as loadServiceConfig, nodeEnv, port } from '@shop/service';
import { DEFAULT_DATA_DIR } from '@shop/stack';
import { z } from 'zod';
import { CATALOG_BACKENDS } from './upstream/CatalogIndex';

const shape = {
  CATALOG_PORT: port(4001),
  /** The catalogue documents: <dir>/<index>/<entityType>.ndjson, as the demo data generator writes them. */
  CATALOG_DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(DEFAULT_DATA_DIR, 'catalog'))
    .transform((dir) => path.resolve(dir)),
  /** Which adapter serves the search index: the embedded Orama index for now; Elasticsearch is a later adapter. */
  CATALOG_BACKEND: z
    .enum(CATALOG_BACKENDS, {
      error: `must be one of: ${CATALOG_BACKENDS.join(', ')} (no other catalogue backend is built yet)`,
    })
    .default('embedded'),
  NODE_ENV: nodeEnv,
};

export type CatalogConfig = ReturnType<typeof loadConfig>;

/** The catalog subgraph's configuration, read once from the environment; defaults start the local stack. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  return loadServiceConfig(shape, env);
}
