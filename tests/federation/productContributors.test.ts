import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductDocument } from '@shop/contracts';
import { startTestStack, type TestStack } from '@shop/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRequest } from './gateway';

/**
 * A product's authors and illustrators across subgraphs: the catalog names them and refers to each by the
 * slug of the name, the content subgraph answers the author with the path of their page, or null when the
 * authors directory has no such person, so the product page links a name only when its page exists.
 */
interface Contributor {
  name: string;
  role: 'AUTHOR' | 'ILLUSTRATOR';
  author: { slug: string; name: string; path: string } | null;
}

const CONTRIBUTOR_FIELDS = /* GraphQL */ `
  fragment ContributorFields on Product {
    sku
    author
    contributors {
      name
      role
      author {
        slug
        name
        path
      }
    }
  }
`;

const PRODUCT_CONTRIBUTORS = /* GraphQL */ `
  query ProductContributors($sku: String!) {
    product(sku: $sku) {
      ...ContributorFields
    }
  }
  ${CONTRIBUTOR_FIELDS}
`;

const LISTING_CONTRIBUTORS = /* GraphQL */ `
  query ListingContributors {
    products {
      items {
        ...ContributorFields
      }
    }
  }
  ${CONTRIBUTOR_FIELDS}
`;

interface ProductContributors {
  sku: string;
  author: string | null;
  contributors: Contributor[];
}

let stack: TestStack;
let gateway: string;
/** A listed book whose author the test takes out of the authors directory. */
let unknownAuthorSku: string;
let unknownAuthorName: string;

/** Books every shopper sees: enabled, visible in the catalogue, published well before the demo's today. */
function listedBooksWithAnAuthor(lines: string): ProductDocument[] {
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProductDocument)
    .filter((p) => p.type_id === 'simple' && p.status === 1 && p.visibility === 4 && p.author)
    .filter((p) => (p.publish_date ?? '9999') < '2024-01-01');
}

/** Takes one book's author out of every store view's authors directory. */
async function forgetOneAuthor(dataDir: string): Promise<void> {
  const books = listedBooksWithAnAuthor(
    await readFile(path.join(dataDir, 'catalog', 'nl_be', 'product.ndjson'), 'utf8'),
  );
  const forgotten = books[0]!;
  unknownAuthorSku = forgotten.sku;
  unknownAuthorName = forgotten.author!;
  const contentDir = path.join(dataDir, 'content');
  for (const file of await readdir(contentDir)) {
    const content = JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as {
      authors: { name: string }[];
    };
    content.authors = content.authors.filter((author) => author.name !== forgotten.author);
    await writeFile(path.join(contentDir, file), JSON.stringify(content));
  }
}

beforeAll(async () => {
  stack = await startTestStack({
    products: 120,
    only: ['commerce', 'reading', 'contentService', 'catalog', 'cart', 'classreading', 'content', 'gateway'],
    prepareData: forgetOneAuthor,
  });
  gateway = stack.urls.gateway!;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

async function contributorsOf(sku: string, store: string) {
  const page = await gatewayRequest<{
    product: { sku: string; author: string; contributors: Contributor[] };
  }>(gateway, PRODUCT_CONTRIBUTORS, { sku }, { store });
  expect(page.errors).toBeUndefined();
  return page.data!.product;
}

describe('a product’s contributors through the gateway', () => {
  it('resolves the author to their directory entry with the path of their page in the store view', async () => {
    const listing = await gatewayRequest<{ products: { items: ProductContributors[] } }>(
      gateway,
      LISTING_CONTRIBUTORS,
      {},
      { store: 'nl-be' },
    );
    expect(listing.errors).toBeUndefined();
    const dutch = listing.data!.products.items.find((p) => p.author && p.author !== unknownAuthorName)!;
    const author = dutch.contributors.find((c) => c.role === 'AUTHOR')!;
    expect(author.name).toBe(dutch.author);
    expect(author.author).toEqual({
      slug: expect.stringMatching(/^[a-z0-9-]+$/) as unknown,
      name: dutch.author,
      path: `/nl-be/auteurs-illustratoren/${author.author!.slug}`,
    });
    const english = await contributorsOf(dutch.sku, 'en-be');
    expect(english.contributors.find((c) => c.role === 'AUTHOR')?.author?.path).toBe(
      `/en-be/authors-illustrators/${author.author!.slug}`,
    );
  });

  it('gives author null, without an error, for a name the authors directory does not hold', async () => {
    const product = await contributorsOf(unknownAuthorSku, 'nl-be');
    expect(product.contributors.find((c) => c.role === 'AUTHOR')).toEqual({
      name: product.author,
      role: 'AUTHOR',
      author: null,
    });
  });
});
