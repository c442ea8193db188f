import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const first = await hashPassword('Lezen123!', 10);
    const second = await hashPassword('Lezen123!', 10);
    expect(first).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('Lezen123!');
    expect(first).not.toBe(second);
  });

  it('verifies the right password only, whatever cost the hash was made with', async () => {
    const hash = await hashPassword('Lezen123!', 11);
    expect(await verifyPassword('Lezen123!', hash)).toBe(true);
    expect(await verifyPassword('lezen123!', hash)).toBe(false);
    expect(await verifyPassword('Lezen123!', 'not-a-hash')).toBe(false);
  });
});
