import { buildSchema, getNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { NormalizedCacheObject } from '@apollo/client';
import apiSchema from '../../../../schema/api.graphql?raw';
import { PUBLIC_ROOT_FIELDS, PUBLIC_TYPENAMES, publicCacheSnapshot } from './publicCacheSnapshot';

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

describe('the allow-list, derived from the schema’s @cacheControl hints (schema/public-cache.json)', () => {
  it('holds what the catalogue, content and listing pages ask', () => {
    for (const field of ['products', 'route', 'newReleases', 'category', 'product', 'homepage'])
      expect(PUBLIC_ROOT_FIELDS.has(field), field).toBe(true);
    for (const type of ['Route', 'CategoryRoute', 'ProductList', 'Aggregation', 'Stock', 'Review'])
      expect(PUBLIC_TYPENAMES.has(type), type).toBe(true);
  });

  it('holds no type of a cart, a customer, an order or a reading-programme user', () => {
    for (const type of ['Cart', 'CartItem', 'Customer', 'CustomerAddress', 'Order', 'ReadingUser'])
      expect(PUBLIC_TYPENAMES.has(type), type).toBe(false);
    for (const field of ['cart', 'me', 'readingMe', 'myClass'])
      expect(PUBLIC_ROOT_FIELDS.has(field), field).toBe(false);
  });

  // Guards for types added later: a PUBLIC hint on one person's type by mistake fails here, before a browser
  // stores it.
  it("names no customer's, cart's, order's, pupil's or teacher's type", () => {
    const personal = /Customer|Cart|Order|Session|Payment|Reading|Pupil|Teacher|Student|School/;
    expect([...PUBLIC_TYPENAMES].filter((typename) => personal.test(typename))).toEqual([]);
  });

  it('names only root fields of the public API that answer a public type', () => {
    const queryFields = buildSchema(apiSchema).getQueryType()?.getFields() ?? {};
    for (const field of PUBLIC_ROOT_FIELDS) {
      const answer = queryFields[field];
      expect(answer, field).toBeDefined();
      if (answer) expect(PUBLIC_TYPENAMES.has(getNamedType(answer.type).name), field).toBe(true);
    }
  });

  it('keeps a category page’s listing (the route query’s answer) for offline reads, and drops the cart beside it', () => {
    const product = 'Product:{"sku":"9789044800001"}';
    const listing: NormalizedCacheObject = {
      ROOT_QUERY: {
        __typename: 'Query',
        'route({"path":"/nl-be/c/prentenboeken"})': {
          __typename: 'Route',
          storeCode: 'nl-be',
          target: {
            __typename: 'CategoryRoute',
            category: { __ref: 'Category:5' },
            canonicalPath: '/nl-be/c/prentenboeken',
          },
          alternates: [
            {
              __typename: 'RouteAlternate',
              storeCode: 'en-be',
              locale: 'en-BE',
              path: '/en-be/c/picture-books',
            },
          ],
        },
        'cart({"id":"guest-token-1"})': { __ref: 'Cart:guest-token-1' },
      },
      'Category:5': {
        __typename: 'Category',
        id: '5',
        name: 'Prentenboeken',
        'products({"filters":[],"paging":{"pageSize":50,"start":0},"sort":"LATEST"})': {
          __typename: 'ProductList',
          total: 1,
          items: [{ __ref: product }],
          aggregations: [
            {
              __typename: 'Aggregation',
              code: 'age',
              options: [{ __typename: 'AggregationOption', value: '3', label: '3+', count: 1 }],
            },
          ],
        },
      },
      [product]: {
        __typename: 'Product',
        sku: '9789044800001',
        stock: { __typename: 'Stock', status: 'OK', isInStock: true },
        livePrice: { __typename: 'LivePrice', final: money(12.99), isCurrent: true },
      },
      'Cart:guest-token-1': { __typename: 'Cart', id: 'guest-token-1', itemsQty: 1 },
    };
    const kept = publicCacheSnapshot(listing);
    expect(kept['Category:5']).toEqual(listing['Category:5']);
    expect(kept[product]).toEqual(listing[product]);
    expect(kept.ROOT_QUERY).toEqual({
      __typename: 'Query',
      'route({"path":"/nl-be/c/prentenboeken"})':
        listing.ROOT_QUERY!['route({"path":"/nl-be/c/prentenboeken"})'],
    });
    expect(kept['Cart:guest-token-1']).toBeUndefined();
  });

  it('keeps a search or new-products listing (products with its aggregations)', () => {
    const products = 'products({"filters":[],"paging":{"pageSize":50,"start":0},"search":"ijsbeer"})';
    const listing: NormalizedCacheObject = {
      ROOT_QUERY: {
        __typename: 'Query',
        [products]: {
          __typename: 'ProductList',
          total: 1,
          paging: { __typename: 'Paging', pageSize: 50, start: 0 },
          items: [{ __ref: 'Product:{"sku":"9789044800001"}' }],
          aggregations: [
            {
              __typename: 'Aggregation',
              code: 'price',
              options: [{ __typename: 'AggregationOption', value: '10-15', label: '€10 - €15', count: 1 }],
            },
          ],
        },
      },
      'Product:{"sku":"9789044800001"}': {
        __typename: 'Product',
        sku: '9789044800001',
        name: 'De kleine ijsbeer',
      },
    };
    expect(publicCacheSnapshot(listing)).toEqual(listing);
  });

  it('keeps nothing of a signed-in customer, a cart or a pupil, not even a pupil’s progress on a public product', () => {
    const personal: NormalizedCacheObject = {
      ROOT_QUERY: {
        __typename: 'Query',
        me: { __ref: 'Customer:42' },
        readingMe: { __ref: 'ReadingUser:pupil-7' },
        myClass: { __typename: 'ReadingClass', id: 'c1', name: '3B' },
        'readingProgress({})': [{ __typename: 'BookProgress', sku: '9789044800001', progress: 40 }],
        'product({"sku":"9789044800001"})': { __ref: 'Product:{"sku":"9789044800001"}' },
      },
      'Customer:42': { __typename: 'Customer', id: '42', email: 'an@example.be', firstname: 'An' },
      'ReadingUser:pupil-7': { __typename: 'ReadingUser', id: 'pupil-7', name: 'Lotte' },
      'Cart:guest-token-1': { __typename: 'Cart', id: 'guest-token-1', itemsQty: 1 },
      'Product:{"sku":"9789044800001"}': {
        __typename: 'Product',
        sku: '9789044800001',
        name: 'De kleine ijsbeer',
        readingProgress: 40,
      },
    };
    const kept = publicCacheSnapshot(personal);
    expect(kept).toEqual({
      ROOT_QUERY: {
        __typename: 'Query',
        'product({"sku":"9789044800001"})': { __ref: 'Product:{"sku":"9789044800001"}' },
      },
      'Product:{"sku":"9789044800001"}': {
        __typename: 'Product',
        sku: '9789044800001',
        name: 'De kleine ijsbeer',
      },
    });
    for (const secret of ['an@example.be', 'Lotte', 'pupil-7', 'guest-token-1', '3B'])
      expect(JSON.stringify(kept)).not.toContain(secret);
  });
});
