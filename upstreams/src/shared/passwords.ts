import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are stored as scrypt hashes that carry their own parameters
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, base64), so a lower cost chosen for tests or a higher one
 * chosen later still verifies the hashes already stored.
 */
const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** N = 2^14: about 30 ms per hash on a small machine. */
export const DEFAULT_PASSWORD_COST = 14;
/**
 * The demo accounts' passwords are published in plain text (classreading.json, the commerce demo customers of @shop/contracts), so a high cost would
 * protect nothing and only slow the first start (about 950 accounts: 3 s at 2^10, under 1 s at 2^8).
 */
export const DEMO_PASSWORD_COST = 8;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; allow twice that so the largest accepted cost never hits the default cap.
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * cost.N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: 2 ** Number(cost),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
