import { z } from 'zod';
import { loadConfig, port, url } from '@shop/service';
import { upstreamDirs } from '../shared/config';
import { DEFAULT_PASSWORD_COST } from '../shared/passwords';

/** Signs development tokens only; a deployment sets its own READING_JWT_SECRET. */
export const DEV_READING_JWT_SECRET = 'reading-programme-development-secret-change-me';

export const readingConfigShape = {
  READING_PORT: port(4102),
  READING_JWT_SECRET: z.string().min(16, 'use at least 16 characters').default(DEV_READING_JWT_SECRET),
  /** log2 of scrypt's N for passwords this service hashes (demo passwords: see DEMO_PASSWORD_COST). */
  READING_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(DEFAULT_PASSWORD_COST),
  /** The digital products service whose reader the embed codes frame (API.md: GET /reader/{isbn}). */
  READING_READER_URL: url('http://localhost:4104'),
  ...upstreamDirs,
};

export type ReadingConfig = ReturnType<typeof loadReadingConfig>;

export function loadReadingConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(readingConfigShape, env);
}
