import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ReadingTokens, signReadingStaffToken } from './tokens';

const SECRET = 'a-test-secret-of-enough-length';

describe('reading-programme tokens', () => {
  it('round-trips the subject of a signed token', async () => {
    const tokens = new ReadingTokens(SECRET);
    const jwt = await tokens.sign({ kind: 'student', id: 42 });
    expect(await tokens.verify(jwt)).toEqual({ kind: 'student', id: 42 });
  });

  it('refuses tokens of another secret, expired tokens and garbage', async () => {
    const other = await new ReadingTokens('another-secret-of-enough-length').sign({ kind: 'teacher', id: 1 });
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('student:1')
      .setIssuer('reading-programme')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(SECRET));
    const tokens = new ReadingTokens(SECRET);
    expect(await tokens.verify(other)).toBeNull();
    expect(await tokens.verify(expired)).toBeNull();
    expect(await tokens.verify('not.a.jwt')).toBeNull();
  });
});

describe('token ids (what a logout revokes)', () => {
  it('gives every token an id of its own and reads it back with the expiry', async () => {
    const tokens = new ReadingTokens(SECRET, '2h');
    const before = Date.now();
    const [first, second] = await Promise.all([
      tokens.sign({ kind: 'student', id: 42 }),
      tokens.sign({ kind: 'student', id: 42 }),
    ]);
    const [a, b] = await Promise.all([tokens.read(first), tokens.read(second)]);
    expect(a?.subject).toEqual({ kind: 'student', id: 42 });
    expect(a?.tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b?.tokenId).not.toBe(a?.tokenId);
    expect(a?.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 2 * 3600 * 1000);
    expect(a?.expiresAt).toBeLessThanOrEqual(before + 2 * 3600 * 1000 + 1000);
  });

  it('refuses a token without an id, which no logout could revoke', async () => {
    const withoutId = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('student:1')
      .setIssuer('reading-programme')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await new ReadingTokens(SECRET).read(withoutId)).toBeNull();
    expect(await new ReadingTokens(SECRET).verify(withoutId)).toBeNull();
  });
});

describe('shop-issued staff tokens', () => {
  it('signs and reads back a staff:<email> subject, lower-cased', async () => {
    const jwt = await signReadingStaffToken(SECRET, ' Sofie.Claes@DeLeesboom.example ');
    expect(await new ReadingTokens(SECRET).verify(jwt)).toEqual({
      kind: 'staff',
      email: 'sofie.claes@deleesboom.example',
    });
    expect(await new ReadingTokens('another-secret-of-enough-length').verify(jwt)).toBeNull();
  });
});
