import { describe, expect, it } from 'vitest';
import { gql, type NormalizedCacheObject } from '@apollo/client';
import type { CachePersistor, PersistentStorage } from 'apollo3-cache-persist';
import { SessionDocument } from '@/shared/session';
import { MyAccountPageDocument } from '@/features/account/MyAccountPage.generated';
import { MyOrderPageDocument } from '@/features/account/MyOrderPage.generated';
import { createCache } from '@/shared/graphql/cachePolicies';
import { createCachePersistor } from '@/shared/graphql/createApolloClient';
import { evictPrivateData, PRIVATE_ROOT_FIELDS, PRIVATE_TYPENAMES } from '@/shared/graphql/privateData';
import { PUBLIC_ROOT_FIELDS, PUBLIC_TYPENAMES } from '@/shared/graphql/publicCacheSnapshot';
import { READING_ROOT_FIELDS, READING_TYPENAMES } from '@/shared/graphql/readingData';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });

/** A cache as it is after a customer logged in and looked at their account, an order and their cart. */
function cacheOfACustomer() {
  const cache = createCache();
  cache.writeQuery({
    query: SessionDocument,
    data: {
      me: { __typename: 'Customer', id: '12', firstname: 'An', email: 'an.peeters@example.be', groupId: 8 },
    },
  });
  cache.writeQuery({
    query: MyAccountPageDocument,
    data: {
      me: {
        __typename: 'Customer',
        id: '12',
        firstname: 'An',
        lastname: 'Peeters',
        email: 'an.peeters@example.be',
        addresses: [
          {
            __typename: 'CustomerAddress',
            id: 'a1',
            firstname: 'An',
            lastname: 'Peeters',
            street: 'Geheime straat 7',
            apartmentNumber: null,
            addition: null,
            city: 'Brussel',
            postcode: '1000',
            countryId: 'BE',
            telephone: '+32 470 00 00 00',
            company: null,
            defaultShipping: true,
            defaultBilling: true,
          },
        ],
      },
    },
  });
  cache.writeQuery({
    query: MyOrderPageDocument,
    variables: { id: '41' },
    data: {
      me: {
        __typename: 'Customer',
        id: '12',
        order: {
          __typename: 'Order',
          id: '41',
          number: '000000041',
          status: 'pending',
          createdAt: '2026-03-05T09:07:00Z',
          discountCode: null,
          items: [],
          subtotal: money(10),
          discount: money(0),
          shipping: money(0),
          tax: money(0.57),
          grandTotal: money(10),
        },
      },
    },
  });
  cache.writeQuery({
    // The cart feature's own queries change with it; the shape that matters here is a Cart under `cart`.
    query: gql`
      query CustomerCart {
        cart {
          id
          itemsQty
          items {
            itemId
          }
          totals {
            grandTotal {
              value
              currency
            }
          }
        }
      }
    `,
    data: {
      cart: {
        __typename: 'Cart',
        id: 'customer-cart-9',
        itemsQty: 1,
        items: [],
        totals: { __typename: 'CartTotals', grandTotal: money(12.99) },
      },
    },
  });
  cache.writeQuery({
    query: gql`
      query PublicHomepage {
        homepage {
          title
        }
      }
    `,
    data: { homepage: { __typename: 'Homepage', title: 'Welkom' } },
  });
  return cache;
}

function memoryStorage(): PersistentStorage<string> & { written: Map<string, string> } {
  const written = new Map<string, string>();
  return {
    written,
    getItem: (key) => written.get(key) ?? null,
    setItem: (key, value) => void written.set(key, value),
    removeItem: (key) => void written.delete(key),
  };
}

describe('private data (ARCHITECTURE: private data never goes to storage)', () => {
  // The public lists come from the schema's @cacheControl hints (schema/public-cache.json): a PUBLIC hint
  // added to a customer's, a cart's or a pupil's type by mistake fails here before it reaches a browser.
  it('is never listed as public, neither its types nor its root fields', () => {
    for (const typename of [...PRIVATE_TYPENAMES, ...READING_TYPENAMES])
      expect(PUBLIC_TYPENAMES.has(typename), typename).toBe(false);
    for (const field of [...PRIVATE_ROOT_FIELDS, ...READING_ROOT_FIELDS])
      expect(PUBLIC_ROOT_FIELDS.has(field), field).toBe(false);
  });

  it("leaves a logged-in customer's profile, addresses, orders and cart out of the persisted cache", async () => {
    const cache = cacheOfACustomer();
    const storage = memoryStorage();
    const persistor: CachePersistor<NormalizedCacheObject> = createCachePersistor(cache, {
      storage,
      key: 'apollo-cache/test/nl-be',
    });
    await persistor.persist();
    const stored = storage.written.get('apollo-cache/test/nl-be') ?? '';
    expect(stored).toContain('Welkom');
    for (const secret of [
      'an.peeters@example.be',
      'Geheime straat',
      '+32 470',
      '000000041',
      'customer-cart-9',
      'Peeters',
    ])
      expect(stored, secret).not.toContain(secret);
    const persisted = JSON.parse(stored) as NormalizedCacheObject;
    expect(Object.keys(persisted.ROOT_QUERY ?? {})).toEqual(['__typename', 'homepage']);
  });

  it("removes everything private at logout, and answers 'a guest' for the session without asking", () => {
    const cache = cacheOfACustomer();
    evictPrivateData(cache);
    const left = JSON.stringify(cache.extract());
    for (const secret of ['an.peeters@example.be', 'Geheime straat', '000000041', 'customer-cart-9', '"An"'])
      expect(left, secret).not.toContain(secret);
    expect(cache.readQuery({ query: SessionDocument })).toEqual({ me: null });
    expect(left).toContain('Welkom');
  });
});
