import { InMemoryCache, type FieldPolicy, type TypePolicies, type TypePolicy } from '@apollo/client';

/**
 * Cache identities of the public API. `Product` is keyed by sku, its key across subgraphs, so a product
 * loaded in a listing and on its page is one cache entry; `Query.product(sku)` reads that entry first.
 */
export const baseTypePolicies: TypePolicies = {
  Product: { keyFields: ['sku'] },
  // An author is the same on every page that shows them (the directory, their page, a product's credits).
  Author: { keyFields: ['slug'] },
  // A product's thumbnail and prices have no identity of their own: they are parts of the product. One page
  // asks for some of their fields and another page for others, so the cache joins what it holds with what
  // arrives instead of replacing it (and warning that data may be lost).
  Image: { merge: true },
  ProductPrice: { merge: true },
  Money: { merge: true },
  Query: {
    fields: {
      product: {
        read(existing, { args, toReference }) {
          if (existing !== undefined) return existing;
          return typeof args?.sku === 'string'
            ? toReference({ __typename: 'Product', sku: args.sku })
            : undefined;
        },
      },
    },
  },
};

/** Joins the type policies of several features; field policies of one type are combined, not replaced. */
export function mergeTypePolicies(...all: TypePolicies[]): TypePolicies {
  const merged: TypePolicies = {};
  for (const policies of all) {
    for (const [typename, policy] of Object.entries(policies)) {
      const before: TypePolicy = merged[typename] ?? {};
      const fields: Record<string, FieldPolicy> = {
        ...(before.fields as Record<string, FieldPolicy> | undefined),
        ...(policy.fields as Record<string, FieldPolicy> | undefined),
      };
      merged[typename] = { ...before, ...policy, fields };
    }
  }
  return merged;
}

interface AppendedPage {
  items: readonly unknown[];
}

/**
 * "Load more" keeps one list per listing in the cache (`keyArgs` say which arguments make another list): a
 * page fetched from `start` replaces what was there from that index on, so the first page fetched again (a
 * refresh) starts the list over. `startOf` finds the page's start in the field's arguments.
 */
export function appendingListPolicy(
  keyArgs: FieldPolicy['keyArgs'],
  startOf: (args: Record<string, unknown> | null) => number | undefined,
): FieldPolicy<AppendedPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const start = startOf(args) ?? 0;
      const kept = existing ? existing.items.slice(0, start) : [];
      return { ...incoming, items: [...kept, ...incoming.items] };
    },
  };
}

/**
 * `resultCaching: false` for a cache that lives for one server render: it is written once and read a few
 * times, so remembering each read result (and tracking what it depends on) costs more than reading again.
 */
export function createCache(
  typePolicies: TypePolicies = {},
  options: { resultCaching?: boolean } = {},
): InMemoryCache {
  return new InMemoryCache({
    resultCaching: options.resultCaching ?? true,
    typePolicies: mergeTypePolicies(baseTypePolicies, typePolicies),
    // The homepage's sections and the URL resolver's targets are unions; fragments on them need their members.
    possibleTypes: {
      HomepageSection: ['ProductCarousel', 'TextBlock'],
      RouteTarget: ['ProductRoute', 'CategoryRoute', 'CmsPageRoute', 'RouteRedirect', 'RouteNotFound'],
    },
  });
}
