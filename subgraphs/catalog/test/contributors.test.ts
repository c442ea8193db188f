/**
 * A product's contributors through GraphQL: the author and illustrator fields, one person each, with a
 * reference to their author page by the shared slug rule (the gateway resolves it in the content subgraph).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from './fixtures';
import { catalogTestServer } from './harness';

type Server = Awaited<ReturnType<typeof catalogTestServer>>;
let catalog: Server;

interface Contributor {
  name: string;
  role: string;
  author: { slug: string } | null;
}

const CONTRIBUTORS = `query ProductContributors($sku: String!) {
  product(sku: $sku) {
    contributors { name role author { slug } }
  }
}`;

beforeAll(async () => {
  catalog = await catalogTestServer({
    extraProducts: [
      product({
        id: 901,
        sku: 'DUO-1',
        name: 'Samen geschreven',
        author: 'Lieve Van den Berg en Guido Dubois',
        illustrator: 'Émile Brüggen, Guido Dubois',
      }),
      product({ id: 902, sku: 'ANON-1', name: 'Zonder naam' }),
    ],
  });
});

async function contributorsOf(sku: string): Promise<Contributor[] | undefined> {
  const result = await catalog.execute<{ product: { contributors: Contributor[] } }>(CONTRIBUTORS, { sku });
  expect(result.errors).toBeUndefined();
  expect(result.cacheControl).toBe('max-age=300, public');
  return result.data?.product.contributors;
}

describe('Product.contributors', () => {
  it('names the author, then the illustrator, each with the slug of their author page', async () => {
    expect(await contributorsOf('EBOOK-1')).toEqual([
      { name: 'Annie M.G. Schmidt', role: 'AUTHOR', author: { slug: 'annie-m-g-schmidt' } },
      { name: 'Fiep Westendorp', role: 'ILLUSTRATOR', author: { slug: 'fiep-westendorp' } },
    ]);
  });

  it('gives one contributor per name of a field naming several people', async () => {
    expect(await contributorsOf('DUO-1')).toEqual([
      { name: 'Lieve Van den Berg', role: 'AUTHOR', author: { slug: 'lieve-van-den-berg' } },
      { name: 'Guido Dubois', role: 'AUTHOR', author: { slug: 'guido-dubois' } },
      { name: 'Émile Brüggen', role: 'ILLUSTRATOR', author: { slug: 'emile-bruggen' } },
      { name: 'Guido Dubois', role: 'ILLUSTRATOR', author: { slug: 'guido-dubois' } },
    ]);
  });

  it('is empty for a product without author or illustrator', async () => {
    expect(await contributorsOf('ANON-1')).toEqual([]);
  });
});
