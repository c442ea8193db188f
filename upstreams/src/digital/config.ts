import { z } from 'zod';
import { loadConfig, milliseconds, optionalUrl, port, url } from '@shop/service';
import { upstreamDirs } from '../shared/config';

/**
 * One source of CSP's `frame-ancestors`: an http(s) origin, optionally with a wildcard port
 * (`http://localhost:*`) or host (`https://*.example.com`), or `'self'`. Nothing that could end the directive.
 */
const FRAME_ANCESTOR = /^(?:'self'|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::(?:\d{1,5}|\*))?)$/i;

export const digitalConfigShape = {
  DIGITAL_PORT: port(4104),
  /**
   * The origin browsers reach this service at: the embed codes' iframes point there. Unset, the address it
   * listens on (right for the local stack).
   */
  DIGITAL_PUBLIC_URL: optionalUrl(),
  /** The commerce platform (vue-storefront-api base, without /api), which verifies tokens and lists orders. */
  COMMERCE_API_URL: url('http://127.0.0.1:4101'),
  /**
   * Below the classreading subgraph's wait for this service (TIMEOUTS_MS.upstream): the timeouts of one request
   * nest, so a hung platform is reported here, in this service's answer, not as a late digital products service.
   */
  COMMERCE_TIMEOUT_MS: milliseconds(3000),
  /** The storefront's origin: the reader may always be framed by it. */
  SHOP_URL: url('http://localhost:3000'),
  /**
   * Who else may frame the reader (CSP `frame-ancestors`), space-separated; by default any local port, so a
   * storefront started on another port (tests, `WEB_PORT`) can show it.
   */
  DIGITAL_FRAME_ANCESTORS: z
    .string()
    .default('http://localhost:* http://127.0.0.1:*')
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .pipe(
      z.array(
        z.string().regex(FRAME_ANCESTOR, "each source must be an http(s) origin (port may be '*') or 'self'"),
      ),
    ),
  /**
   * Signs the audiobooks' listening tickets (at least 32 characters). Every instance behind one address needs
   * the same; unset, each start makes its own (the tickets of a restarted service no longer play).
   */
  DIGITAL_TICKET_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32).optional(),
  ),
  ...upstreamDirs,
};

export type DigitalConfig = ReturnType<typeof loadDigitalConfig>;

export function loadDigitalConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(digitalConfigShape, env);
}

/** The reader's `frame-ancestors`: the configured sources and the storefront's origin. */
export function frameAncestors(
  config: Pick<DigitalConfig, 'DIGITAL_FRAME_ANCESTORS' | 'SHOP_URL'>,
): string[] {
  return [...new Set([...config.DIGITAL_FRAME_ANCESTORS, new URL(config.SHOP_URL).origin])];
}
