import { z } from 'zod';
import { loadConfig, port, url } from '@shop/service';
import { upstreamDirs } from '../shared/config';
import { DEFAULT_PASSWORD_COST } from '../shared/passwords';

/** Signs development tokens only; a deployment sets its own READING_JWT_SECRET. */
export const DEV_READING_JWT_SECRET = 'reading-programme-development-secret-change-me';

/**
 * The secret of the reading programme's JWTs, shared with the commerce platform, which signs the sessions of
 * teachers and directors (seed 001 §3: the profile's classReading JWT).
 */
export const readingJwtSecret = z
  .string()
  .min(16, 'use at least 16 characters')
  .default(DEV_READING_JWT_SECRET);

/** The development secret is public: a production service refuses to start with it. */
export function assertReadingSecretSet(config: { NODE_ENV: string; READING_JWT_SECRET: string }): void {
  if (config.NODE_ENV === 'production' && config.READING_JWT_SECRET === DEV_READING_JWT_SECRET)
    throw new Error('READING_JWT_SECRET must be set in production: the development secret is public.');
}

export const readingConfigShape = {
  READING_PORT: port(4102),
  READING_JWT_SECRET: readingJwtSecret,
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
