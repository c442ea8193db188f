import { loadConfig, port } from '@shop/service';
import { upstreamDirs } from '../shared/config';

export const commerceConfigShape = {
  COMMERCE_PORT: port(4101),
  ...upstreamDirs,
};

export type CommerceConfig = ReturnType<typeof loadCommerceConfig>;

export function loadCommerceConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(commerceConfigShape, env);
}
