import { describe, expect, it } from 'vitest';
import { readRequestIdentity } from './headers';

describe('readRequestIdentity', () => {
  it('reads store view, tokens and request id', () => {
    const identity = readRequestIdentity({
      store: 'en-rw',
      authorization: 'Bearer abc',
      'x-reading-token': 'jwt',
      'x-request-id': 'r-1',
    });
    expect(identity).toMatchObject({ customerToken: 'abc', readingToken: 'jwt', requestId: 'r-1' });
    expect(identity.storeView.currency).toBe('USD');
  });

  it('falls back to nl-be and makes a request id when none or a malformed one is sent', () => {
    const identity = readRequestIdentity(new Headers({ 'x-request-id': 'bad id with spaces' }));
    expect(identity.storeView.code).toBe('nl-be');
    expect(identity.customerToken).toBeNull();
    expect(identity.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
