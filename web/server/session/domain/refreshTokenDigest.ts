import { createHash } from 'node:crypto';

/**
 * What a shared token lock keys its entries by: the refresh token's SHA-256, never the token, so neither the
 * cluster's primary nor Redis needs or holds the token the lock is about.
 */
export function refreshTokenDigest(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('base64url');
}
