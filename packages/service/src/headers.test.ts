import { describe, expect, it } from 'vitest';
import {
  decodeReadingSession,
  decodeShopSession,
  encodeReadingSession,
  encodeShopSession,
  readRequestIdentity,
} from './headers';

describe('readRequestIdentity', () => {
  it('reads store view, tokens, request id and session transport', () => {
    const identity = readRequestIdentity({
      store: 'en-rw',
      authorization: 'Bearer abc',
      'x-reading-token': 'jwt',
      'x-request-id': 'r-1',
      'x-session-transport': 'cookie',
    });
    expect(identity).toMatchObject({
      customerToken: 'abc',
      readingToken: 'jwt',
      requestId: 'r-1',
      sessionTransport: 'cookie',
    });
    expect(identity.storeView.currency).toBe('USD');
  });

  it('falls back to nl-be, bearer transport and a new request id when none or a malformed one is sent', () => {
    const identity = readRequestIdentity(
      new Headers({ 'x-request-id': 'bad id with spaces', 'x-session-transport': 'smoke-signals' }),
    );
    expect(identity.storeView.code).toBe('nl-be');
    expect(identity.customerToken).toBeNull();
    expect(identity.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(identity.sessionTransport).toBe('bearer');
    expect(identity.clientAddress).toBeNull();
  });

  it('reads the client address the gateway forwarded, and nothing that is not an address', () => {
    expect(readRequestIdentity({ 'x-client-address': '203.0.113.7' }).clientAddress).toBe('203.0.113.7');
    expect(readRequestIdentity({ 'x-client-address': '::ffff:203.0.113.7' }).clientAddress).toBe(
      '203.0.113.7',
    );
    expect(readRequestIdentity({ 'x-client-address': '2001:db8::1' }).clientAddress).toBe('2001:db8::1');
    expect(readRequestIdentity({ 'x-client-address': '203.0.113.7, 10.0.0.1' }).clientAddress).toBeNull();
    expect(readRequestIdentity({ 'x-client-address': 'evil' }).clientAddress).toBeNull();
  });
});

describe('X-Shop-Session', () => {
  const tokens = { token: 'tok.en-1', refreshToken: 'r3fresh_2', expiresAt: '2026-01-01T10:00:00.000Z' };

  it('round-trips renewed tokens as base64url and an ended session as "end"', () => {
    const encoded = encodeShopSession({ kind: 'renewed', tokens });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShopSession(encoded)).toEqual({ kind: 'renewed', tokens });
    expect(encodeShopSession({ kind: 'ended' })).toBe('end');
    expect(decodeShopSession('end')).toEqual({ kind: 'ended' });
  });

  it('reads a missing expiry as null', () => {
    const encoded = Buffer.from(JSON.stringify({ token: 'a', refreshToken: 'b' })).toString('base64url');
    expect(decodeShopSession(encoded)).toEqual({
      kind: 'renewed',
      tokens: { token: 'a', refreshToken: 'b', expiresAt: null },
    });
  });

  it('ignores what is not a session: empty, not base64url, not JSON, tokens missing or unfit for a cookie', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const value of [
      undefined,
      '',
      'not base64!',
      Buffer.from('{nope').toString('base64url'),
      encode({ token: 'a' }),
      encode({ token: 'a', refreshToken: 'with space' }),
      encode({ token: 'a;b', refreshToken: 'c' }),
      encode({ token: 'a', refreshToken: 'b', expiresAt: 5 }),
      encode(['a', 'b']),
      'x'.repeat(9000),
    ]) {
      expect(decodeShopSession(value), String(value).slice(0, 40)).toBeNull();
    }
  });
});

describe('X-Reading-Session', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdHVkZW50OjEifQ.c2lnbmF0dXJl';

  it('carries a renewed JWT as it is, and the end of the session as end', () => {
    expect(encodeReadingSession({ kind: 'renewed', token: jwt })).toBe(jwt);
    expect(decodeReadingSession(jwt)).toEqual({ kind: 'renewed', token: jwt });
    expect(encodeReadingSession({ kind: 'ended' })).toBe('end');
    expect(decodeReadingSession(' end ')).toEqual({ kind: 'ended' });
  });

  it('ignores what no cookie could hold', () => {
    for (const value of [undefined, null, '', '   ', 'a b', 'a;b', 'a"b', 'x'.repeat(4097)]) {
      expect(decodeReadingSession(value), String(value).slice(0, 20)).toBeNull();
    }
  });
});
