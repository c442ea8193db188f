import { loadConfig, port } from '@shop/service';
import { upstreamDirs } from '../shared/config';

export const contentConfigShape = {
  CONTENT_SERVICE_PORT: port(4103),
  ...upstreamDirs,
};

export type ContentConfig = ReturnType<typeof loadContentConfig>;

export function loadContentConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(contentConfigShape, env);
}
