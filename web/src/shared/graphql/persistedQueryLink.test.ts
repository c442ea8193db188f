// @vitest-environment node
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { newApolloClient } from './createApolloClient';
import operationIds from './persistedQueryIds.generated.json';
import { isPublicQuery } from './persistedQueryLink';

// Named as listed operations: the link chooses by name and root fields, whatever the selection.
const CATEGORY_MENU = gql('query CategoryMenu { categoryTree { id } }');
const CART = gql('query Cart($cartId: ID) { cart(id: $cartId) { id } }');
const LOG_OUT = gql('mutation LogOut { logOut { message } }');

describe('isPublicQuery', () => {
  it('is true when every root field answers public data', () => {
    expect(isPublicQuery(CATEGORY_MENU)).toBe(true);
  });

  it('is false for a cart, a customer, a mutation or a field the list does not name', () => {
    expect(isPublicQuery(CART)).toBe(false);
    expect(isPublicQuery(LOG_OUT)).toBe(false);
    expect(isPublicQuery(gql('query Mixed { categoryTree { id } me { email } }'))).toBe(false);
  });
});

describe('the client’s requests', () => {
  function recordingFetch() {
    const requests: { method: string; url: URL; body: Record<string, unknown> | null }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({
        method: init?.method ?? 'GET',
        url: new URL(String(input)),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      });
      return new Response(JSON.stringify({ data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    return { fetch, requests };
  }

  const idOf = (name: string) => operationIds.operations.find((operation) => operation.name === name)?.id;

  it('sends a listed public query by GET with its id only', async () => {
    const gateway = recordingFetch();
    const client = newApolloClient({
      storeCode: 'nl-be',
      uri: 'http://shop.test/graphql',
      fetch: gateway.fetch,
    });
    await client.query({ query: CATEGORY_MENU, fetchPolicy: 'network-only' });
    const [request] = gateway.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.searchParams.get('query')).toBeNull();
    expect(request?.url.searchParams.get('operationName')).toBe('CategoryMenu');
    expect(JSON.parse(request?.url.searchParams.get('extensions') ?? '{}')).toEqual({
      persistedQuery: { version: 1, sha256Hash: idOf('CategoryMenu') },
    });
  });

  it('sends a listed private query and a mutation by POST with their ids only', async () => {
    const gateway = recordingFetch();
    const client = newApolloClient({
      storeCode: 'nl-be',
      uri: 'http://shop.test/graphql',
      fetch: gateway.fetch,
    });
    await client.query({ query: CART, variables: { cartId: 'c1' }, fetchPolicy: 'network-only' });
    await client.mutate({ mutation: LOG_OUT });
    expect(gateway.requests.map(({ method, body }) => [method, body?.query, body?.extensions])).toEqual([
      ['POST', undefined, { persistedQuery: { version: 1, sha256Hash: idOf('Cart') } }],
      ['POST', undefined, { persistedQuery: { version: 1, sha256Hash: idOf('LogOut') } }],
    ]);
  });

  it('sends an operation the list does not name in full', async () => {
    const gateway = recordingFetch();
    const client = newApolloClient({
      storeCode: 'nl-be',
      uri: 'http://shop.test/graphql',
      fetch: gateway.fetch,
    });
    await client.query({
      query: gql('query NotListed { categoryTree { id } }'),
      fetchPolicy: 'network-only',
    });
    expect(gateway.requests[0]?.method).toBe('POST');
    expect(gateway.requests[0]?.body?.query).toContain('query NotListed');
    expect(gateway.requests[0]?.body?.extensions).toBeUndefined();
  });
});
