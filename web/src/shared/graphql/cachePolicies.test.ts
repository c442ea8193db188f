import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from './cachePolicies';

const LISTING = gql`
  query Listing {
    product(sku: "9789020999001") {
      sku
      thumbnail {
        url
        label
      }
      price {
        final {
          value
          currency
        }
      }
    }
  }
`;

const PAGE = gql`
  query Page {
    product(sku: "9789020999001") {
      sku
      thumbnail {
        url
        width
      }
      price {
        regular {
          value
          currency
        }
      }
    }
  }
`;

afterEach(() => vi.restoreAllMocks());

describe("the cache's policies for a product's parts without identity", () => {
  it("joins a listing's and a page's fields of the thumbnail and the price, without a warning", () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const cache = createCache();
    const url = '/img/310/300/resize/d/r/dribbel.jpg';
    cache.writeQuery({
      query: LISTING,
      data: {
        product: {
          __typename: 'Product',
          sku: '9789020999001',
          thumbnail: { __typename: 'Image', url, label: 'Dribbel' },
          price: {
            __typename: 'ProductPrice',
            final: { __typename: 'Money', value: 12.99, currency: 'EUR' },
          },
        },
      },
    });
    cache.writeQuery({
      query: PAGE,
      data: {
        product: {
          __typename: 'Product',
          sku: '9789020999001',
          thumbnail: { __typename: 'Image', url, width: 310 },
          price: {
            __typename: 'ProductPrice',
            regular: { __typename: 'Money', value: 14.99, currency: 'EUR' },
          },
        },
      },
    });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    const listing = cache.readQuery<{
      product: { thumbnail: { label: string }; price: { final: { value: number } } };
    }>({ query: LISTING });
    expect(listing?.product.thumbnail.label).toBe('Dribbel');
    expect(listing?.product.price.final.value).toBe(12.99);
  });
});
