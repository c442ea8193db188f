import { describe, expect, it } from 'vitest';
import { cartTypePolicies } from './cartTypePolicies';
import { createCache } from '@/shared/graphql/cachePolicies';
import { publicCacheSnapshot } from '@/shared/graphql/publicCacheSnapshot';
import { CartDocument } from './Cart.generated';
import { cartOf } from './cartFixtures';

// ARCHITECTURE (offline): private data never goes to storage; a customer's cart is one person's data.
describe('the persisted cache and the cart', () => {
  it("keeps neither a guest's nor a customer's cart, only the public products its lines name", () => {
    const cache = createCache(cartTypePolicies);
    const line = { sku: '9789044800001', name: 'De kleine ijsbeer', qty: 2, price: 12.99 };
    cache.writeQuery({
      query: CartDocument,
      variables: { cartId: null },
      data: { cart: cartOf('customer-7', [line], { coupon: 'LEES10' }) } as never,
    });
    cache.writeQuery({
      query: CartDocument,
      variables: { cartId: 'guest-1' },
      data: { cart: cartOf('guest-1', [line]) } as never,
    });
    const stored = JSON.stringify(publicCacheSnapshot(cache.extract()));
    expect(stored).not.toContain('customer-7');
    expect(stored).not.toContain('guest-1');
    expect(stored).not.toContain('LEES10');
    expect(stored).not.toContain('CartItem');
    expect(Object.keys(publicCacheSnapshot(cache.extract()).ROOT_QUERY ?? {})).toEqual(['__typename']);
  });
});
