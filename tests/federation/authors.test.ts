import { fetchCallCounts, resetCallCounts } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRequest } from './gateway';

/**
 * Authors and their books across subgraphs: the content subgraph answers the author (authors service), the
 * catalog adds the books (`Author.books` requires the author's book skus). The books of any number of authors
 * cost one index query, and a repeated author is not asked of the authors service again (seed 001 §7 'results
 * are cached per language and slug').
 */
interface AuthorWithBooks {
  slug: string;
  name: string;
  path: string;
  books: { sku: string; name: string; publishDate: string | null }[];
}

const AUTHORS = /* GraphQL */ `
  query AuthorsDirectory {
    authors {
      slug
      name
    }
  }
`;

const AUTHOR_PAGE = /* GraphQL */ `
  query AuthorPage($slug: String!) {
    author(slug: $slug) {
      slug
      name
      path
      books {
        sku
        name
        publishDate
      }
    }
  }
`;

const DIRECTORY_WITH_BOOKS = /* GraphQL */ `
  query DirectoryWithBooks {
    authors {
      slug
      path
      books {
        sku
      }
    }
  }
`;

let stack: TestStack;
let gateway: string;
let slugs: string[];

beforeAll(async () => {
  stack = await startTestStack({
    products: 300,
    only: ['commerce', 'reading', 'contentService', 'catalog', 'cart', 'classreading', 'content', 'gateway'],
  });
  gateway = stack.urls.gateway!;
  const directory = await gatewayRequest<{ authors: { slug: string }[] }>(
    gateway,
    AUTHORS,
    {},
    { store: 'nl-be' },
  );
  expect(directory.errors).toBeUndefined();
  slugs = directory.data!.authors.map((author) => author.slug);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('an author with their books through the gateway', () => {
  it('answers the author’s page and books, newest first, in one authors call and one index query', async () => {
    let page: Awaited<ReturnType<typeof gatewayRequest<{ author: AuthorWithBooks }>>> | undefined;
    for (const slug of slugs) {
      await resetCallCounts(stack.urls.catalog!);
      await resetCallCounts(stack.urls.contentService!);
      page = await gatewayRequest<{ author: AuthorWithBooks }>(
        gateway,
        AUTHOR_PAGE,
        { slug },
        { store: 'nl-be' },
      );
      if ((page.data?.author?.books.length ?? 0) >= 2) break;
    }
    expect(page?.errors).toBeUndefined();
    const author = page!.data!.author;
    expect(author.path).toBe(`/nl-be/auteurs-illustratoren/${author.slug}`);
    const dates = author.books.map((book) => book.publishDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    const index = await fetchCallCounts(stack.urls.catalog!);
    const content = await fetchCallCounts(stack.urls.contentService!);
    expect(index.byRequestId[page!.requestId]).toEqual({ 'index query': 1 });
    expect(content.byRequestId[page!.requestId]).toEqual({ 'GET /authors/single/:slug': 1 });
  });

  it('every author of the directory with their books costs one index query', async () => {
    await resetCallCounts(stack.urls.catalog!);
    const page = await gatewayRequest<{
      authors: { slug: string; path: string; books: { sku: string }[] }[];
    }>(gateway, DIRECTORY_WITH_BOOKS, {}, { store: 'en-be' });
    expect(page.errors).toBeUndefined();
    const authors = page.data!.authors;
    expect(authors.length).toBe(slugs.length);
    expect(authors.filter((author) => author.books.length > 0).length).toBeGreaterThan(authors.length / 2);
    expect(authors[0]!.path).toBe(`/en-be/authors-illustrators/${authors[0]!.slug}`);
    const index = await fetchCallCounts(stack.urls.catalog!);
    expect(index.byRequestId[page.requestId]).toEqual({ 'index query': 1 });
  });

  it('an unknown author is null, without an error', async () => {
    const page = await gatewayRequest<{ author: AuthorWithBooks | null }>(
      gateway,
      AUTHOR_PAGE,
      { slug: 'niemand-bekend' },
      { store: 'nl-be' },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data).toEqual({ author: null });
  });
});
