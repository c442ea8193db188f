import { describe, expect, it } from 'vitest';
import { freshestCacheInto } from './freshestCache';

describe('freshestCacheInto', () => {
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
    expect(freshestCacheInto(persisted, server)).toEqual({
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
    expect(freshestCacheInto(persisted, { ROOT_QUERY: { __typename: 'Query' } })).toEqual({
      'Category:7': { __typename: 'Category', id: 7, name: 'Prentenboeken' },
      ROOT_QUERY: { __typename: 'Query' },
    });
  });

  it('joins into the persisted copy just read, instead of copying its thousands of entities first', () => {
    const persisted = { 'Category:7': { __typename: 'Category', id: 7, name: 'Prentenboeken' } };
    const server = { 'Category:8': { __typename: 'Category', id: 8, name: 'Leesboeken' } };
    const joined = freshestCacheInto(persisted, server);
    expect(joined).toBe(persisted);
    expect(Object.keys(joined)).toEqual(['Category:7', 'Category:8']);
  });
});
