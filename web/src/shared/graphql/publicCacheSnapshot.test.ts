import { describe, expect, it } from 'vitest';
import type { NormalizedCacheObject } from '@apollo/client';
import { publicCacheSnapshot } from './publicCacheSnapshot';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });

const cache: NormalizedCacheObject = {
  ROOT_QUERY: {
    __typename: 'Query',
    'product({"sku":"9789044800001"})': { __ref: 'Product:{"sku":"9789044800001"}' },
    'cart({"id":"guest-token-1"})': { __ref: 'Cart:guest-token-1' },
    homepage: { __typename: 'Homepage', title: 'Welkom', hero: null, sections: [] },
    'schoolClasses({"schoolId":"0000000001"})': {
      __typename: 'SchoolClassesPayload',
      classes: [],
      userErrors: [],
    },
  },
  ROOT_MUTATION: {
    __typename: 'Mutation',
    'addToCart({})': { __typename: 'AddToCartPayload', cart: { __ref: 'Cart:guest-token-1' } },
  },
  'Product:{"sku":"9789044800001"}': {
    __typename: 'Product',
    sku: '9789044800001',
    name: 'De kleine ijsbeer',
    price: {
      __typename: 'ProductPrice',
      regular: money(14.99),
      final: money(12.99),
      finalExclTax: money(12.25),
    },
  },
  'Cart:guest-token-1': {
    __typename: 'Cart',
    id: 'guest-token-1',
    itemsQty: 1,
    items: [
      {
        __typename: 'CartItem',
        itemId: '1',
        sku: '9789044800001',
        product: { __ref: 'Product:{"sku":"9789044800001"}' },
      },
    ],
  },
};

describe('publicCacheSnapshot (private data never goes to storage)', () => {
  const snapshot = publicCacheSnapshot(cache);

  it('keeps public catalogue and content data', () => {
    expect(snapshot['Product:{"sku":"9789044800001"}']).toEqual(cache['Product:{"sku":"9789044800001"}']);
    expect(snapshot.ROOT_QUERY?.homepage).toEqual(cache.ROOT_QUERY?.homepage);
    expect(snapshot.ROOT_QUERY?.['product({"sku":"9789044800001"})']).toEqual({
      __ref: 'Product:{"sku":"9789044800001"}',
    });
  });

  it('drops carts, their root fields and every mutation result', () => {
    expect(snapshot['Cart:guest-token-1']).toBeUndefined();
    expect(snapshot.ROOT_QUERY).not.toHaveProperty(['cart({"id":"guest-token-1"})']);
    expect(snapshot.ROOT_MUTATION).toBeUndefined();
    expect(JSON.stringify(snapshot)).not.toContain('guest-token-1');
  });

  it('drops root fields that are not known to be public', () => {
    expect(snapshot.ROOT_QUERY).not.toHaveProperty(['schoolClasses({"schoolId":"0000000001"})']);
  });

  it('drops a public field that holds private data', () => {
    const leaky: NormalizedCacheObject = {
      'Product:{"sku":"1"}': { __typename: 'Product', sku: '1', name: 'x', lastCart: { __ref: 'Cart:t' } },
      'Cart:t': { __typename: 'Cart', id: 't' },
    };
    expect(publicCacheSnapshot(leaky)).toEqual({
      'Product:{"sku":"1"}': { __typename: 'Product', sku: '1', name: 'x' },
    });
  });
});
