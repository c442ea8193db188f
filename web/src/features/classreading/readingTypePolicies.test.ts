import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { createCache } from '@/shared/graphql/cachePolicies';
import { readingTypePolicies } from './readingTypePolicies';

const PAGED = gql`
  query Paged($start: Int) {
    readingBooks(all: true, start: $start) {
      items {
        sku
      }
      start
    }
  }
`;
const WHOLE = gql`
  query Whole {
    readingBooks {
      items {
        sku
      }
    }
  }
`;

const book = (sku: string) => ({ __typename: 'ReadingBook', sku });
const skus = (data: { readingBooks: { items: { sku: string }[] } } | null) =>
  data?.readingBooks.items.map((item) => item.sku);

describe('the reading books list in the cache (seed 001 §5 incremental listing)', () => {
  it('puts a page at its start: page 2 follows page 1, and page 1 again starts afresh', () => {
    const cache = createCache(readingTypePolicies);
    const write = (start: number, items: string[]) =>
      cache.writeQuery({
        query: PAGED,
        variables: { start },
        data: { readingBooks: { __typename: 'ReadingBookList', items: items.map(book), start } },
      });
    write(0, ['a', 'b']);
    write(2, ['c']);
    expect(skus(cache.readQuery({ query: PAGED, variables: { start: 0 } }))).toEqual(['a', 'b', 'c']);
    write(0, ['a', 'b']);
    expect(skus(cache.readQuery({ query: PAGED, variables: { start: 0 } }))).toEqual(['a', 'b']);
  });

  it('replaces a list read whole (no start asked) rather than adding it to itself', () => {
    const cache = createCache(readingTypePolicies);
    const write = (items: string[]) =>
      cache.writeQuery({
        query: WHOLE,
        data: { readingBooks: { __typename: 'ReadingBookList', items: items.map(book) } },
      });
    write(['a', 'b']);
    write(['a', 'b']);
    expect(skus(cache.readQuery({ query: WHOLE }))).toEqual(['a', 'b']);
  });
});
