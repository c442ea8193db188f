import { describe, expect, it } from 'vitest';
import { cartIdKey, readCartId, writeCartId } from './cartIdStore';

describe('guest cart id storage', () => {
  it('shares the cart of nl-be and en-be, which are one store of the platform (storeId 1)', () => {
    writeCartId('nl-be', 'guest-1');
    expect(readCartId('en-be')).toBe('guest-1');
    expect(cartIdKey('nl-be')).toBe(cartIdKey('en-be'));
  });

  it('keeps separate carts for nl-nl (storeId 2) and en-rw (storeId 4, USD)', () => {
    writeCartId('nl-be', 'guest-1');
    expect(readCartId('nl-nl')).toBeNull();
    expect(readCartId('en-rw')).toBeNull();
    expect(new Set((['nl-be', 'nl-nl', 'en-rw'] as const).map(cartIdKey)).size).toBe(3);
  });

  it('forgets the cart id', () => {
    writeCartId('en-rw', 'guest-2');
    writeCartId('en-rw', null);
    expect(readCartId('en-rw')).toBeNull();
  });
});
