import { describe, expect, it } from 'vitest';
import { decodeShopSession, encodeShopSession } from './shopSession';

describe('the X-Shop-Session header', () => {
  it('carries the tokens of a new session there and back', () => {
    const tokens = { token: 't0k3n', refreshToken: 'r3fr3sh', expiresAt: '2026-11-24T20:00:00.000Z' };
    const header = encodeShopSession({ kind: 'begin', tokens });
    expect(header).toMatch(/^[\w-]+$/);
    expect(decodeShopSession(header)).toEqual({ kind: 'begin', tokens });
  });

  it('says a session ended', () => {
    expect(decodeShopSession(encodeShopSession({ kind: 'end' }))).toEqual({ kind: 'end' });
  });

  it('is null for anything that is not a session change', () => {
    expect(decodeShopSession(undefined)).toBeNull();
    expect(decodeShopSession('not base64 json!')).toBeNull();
    expect(decodeShopSession(Buffer.from('{"token":""}').toString('base64url'))).toBeNull();
  });
});
