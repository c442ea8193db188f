import { z } from 'zod';
import { loadConfig, port } from '@shop/service';
import { upstreamDirs } from '../shared/config';

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
  ...upstreamDirs,
};

export type CommerceConfig = ReturnType<typeof loadCommerceConfig>;

export function loadCommerceConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(commerceConfigShape, env);
}
