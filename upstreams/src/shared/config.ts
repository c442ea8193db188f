import { z } from 'zod';
import { nodeEnv } from '@shop/service';
import { DEFAULT_DATA_DIR, DEFAULT_STATE_DIR } from '@shop/stack';

/** The variables every local upstream reads besides its port: where the demo data and its state live. */
export const upstreamDirs = {
  DEMO_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  STATE_DIR: z.string().min(1).default(DEFAULT_STATE_DIR),
  NODE_ENV: nodeEnv,
};
