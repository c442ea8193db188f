import { createHash, randomBytes } from 'node:crypto';

/**
 * Customer tokens, refresh tokens and reset tokens are opaque random strings (Magento's are too). Only
 * their SHA-256 is stored: a copy of the state file hands out no session. A plain hash is enough for
 * 256 random bits; passwords, which people choose, get the slow salted hash of shared/passwords.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
