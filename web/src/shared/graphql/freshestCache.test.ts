import { describe, expect, it } from 'vitest';
import { freshestCache } from './freshestCache';

describe('freshestCache', () => {
  it("keeps the server's values over the persisted ones, field by field", () => {
    const persisted = {
      'Product:{"sku":"9789044800001"}': {
        __typename: 'Product',
        sku: '9789044800001',
        name: 'Oud',
        slug: 'oud',
      },
      ROOT_QUERY: { __typename: 'Query', homepage: { title: 'Welkom (oud)' } },
    };
    const server = {
      'Product:{"sku":"9789044800001"}': { __typename: 'Product', sku: '9789044800001', name: 'Nieuw' },
      ROOT_QUERY: { __typename: 'Query', homepage: { title: 'Welkom' } },
    };
    expect(freshestCache(persisted, server)).toEqual({
      'Product:{"sku":"9789044800001"}': {
        __typename: 'Product',
        sku: '9789044800001',
        name: 'Nieuw',
        slug: 'oud',
      },
      ROOT_QUERY: { __typename: 'Query', homepage: { title: 'Welkom' } },
    });
  });

  it('keeps what only the persisted copy has, for reading offline later', () => {
    const persisted = { 'Category:7': { __typename: 'Category', id: 7, name: 'Prentenboeken' } };
    expect(freshestCache(persisted, { ROOT_QUERY: { __typename: 'Query' } })).toEqual({
      ...persisted,
      ROOT_QUERY: { __typename: 'Query' },
    });
  });
});
