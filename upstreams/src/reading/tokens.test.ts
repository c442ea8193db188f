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
