import { describe, expect, it } from 'vitest';
import { guestCacheControl } from './graphqlCaching';

describe('guestCacheControl', () => {
  it("lets shared caches keep a public answer as long as the gateway says, the browser's ask again", () => {
    expect(guestCacheControl('max-age=300, public')).toBe('public, max-age=0, s-maxage=300');
  });

  it('passes any other policy on, and stores nothing the gateway said nothing about', () => {
    expect(guestCacheControl('no-store')).toBe('no-store');
    expect(guestCacheControl('max-age=60, private')).toBe('max-age=60, private');
    expect(guestCacheControl(null)).toBe('no-store');
  });
});
