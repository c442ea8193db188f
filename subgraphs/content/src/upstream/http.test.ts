import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentFile, SINGLE_PAGES, type ContentDemoData } from '@shop/contracts';
import { createLogger, HEADER, readRequestIdentity, singleResult } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { STORE_CODES } from '@shop/store-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHomepage, parsePage, parsePrimaryNavigation } from '../domain/contentDocument';
import { createContext, createServer } from '../server';
import { HttpContentService, httpContentService } from './http';
import { httpAuthorsService } from './httpAuthors';
import { httpContentSearch } from './httpContentSearch';

// The local content service, serving the generated demo documents of every store view.
let stack: TestStack;
let contentApiUrl: string;

beforeAll(async () => {
  stack = await startTestStack({ only: ['contentService'], products: 40 });
  contentApiUrl = stack.env.CONTENT_API_URL ?? '';
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

/** The subgraph's three upstreams over HTTP, against the local services. */
const httpUpstreams = () => {
  const config = {
    CONTENT_API_URL: contentApiUrl,
    AUTHORS_API_URL: stack.env.AUTHORS_API_URL ?? '',
    CONTENT_SEARCH_API_URL: stack.env.CONTENT_SEARCH_API_URL ?? '',
    CONTENT_TIMEOUT_MS: 5000,
  };
  return {
    contentService: httpContentService(config),
    authorsService: httpAuthorsService(config),
    contentSearch: httpContentSearch(config),
  };
};

const service = (baseUrl = contentApiUrl) =>
  new HttpContentService({ baseUrl, timeoutMs: 5000, requestId: 'content-adapter-test' });

async function demoContent(storeCode: string): Promise<ContentDemoData> {
  return JSON.parse(
    await readFile(path.join(stack.dataDir, contentFile(storeCode)), 'utf8'),
  ) as ContentDemoData;
}

describe('HttpContentService against the local content service', () => {
  it.each(STORE_CODES)(
    'GET /homepage?lang=%s answers the store view’s homepage document',
    async (storeCode) => {
      const parsed = parseHomepage(await service().homepage(storeCode));
      if (!parsed.ok) throw new Error(parsed.reason);
      const demo = await demoContent(storeCode);
      const known = demo.homepage.sections.filter(
        (section) => section.type === 'product-carousel' || section.type === 'text',
      );
      expect(parsed.document).toEqual({ ...demo.homepage, sections: known });
    },
  );

  it.each(STORE_CODES)(
    'GET /primary-navigation?lang=%s answers the store view’s navigation',
    async (storeCode) => {
      const parsed = parsePrimaryNavigation(await service().primaryNavigation(storeCode));
      if (!parsed.ok) throw new Error(parsed.reason);
      expect(parsed.document).toEqual((await demoContent(storeCode)).primaryNavigation);
    },
  );

  it.each(STORE_CODES)(
    'GET /editorial?url=&lang=%s answers each editorial page of the store view, null for an unknown url',
    async (storeCode) => {
      const demo = await demoContent(storeCode);
      expect(demo.pages.length).toBeGreaterThan(0);
      for (const page of demo.pages) {
        const document = await service().editorialPage(storeCode, page.url);
        const parsed = parsePage(document ?? '');
        if (!parsed.ok) throw new Error(parsed.reason);
        expect(parsed.document).toEqual(page);
      }
      expect(await service().editorialPage(storeCode, 'no-such-page')).toBeNull();
    },
  );

  it.each(STORE_CODES)(
    'GET /single-page?page=&lang=%s answers the terms, privacy, shipping and returns pages, null for an unknown key',
    async (storeCode) => {
      const demo = await demoContent(storeCode);
      expect(demo.singlePages.map((page) => page.url)).toEqual([...SINGLE_PAGES]);
      for (const page of demo.singlePages) {
        const parsed = parsePage((await service().singlePage(storeCode, page.url)) ?? '');
        if (!parsed.ok) throw new Error(parsed.reason);
        expect(parsed.document).toEqual(page);
      }
      expect(await service().singlePage(storeCode, 'no-such-page')).toBeNull();
    },
  );

  it('maps an unreachable content service to UPSTREAM_UNAVAILABLE', async () => {
    // The content subgraph's port of this stack: free, since only the content service was started.
    await expect(
      service(`http://127.0.0.1:${stack.ports.content}/content`).homepage('nl-be'),
    ).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

describe('the subgraph over the local content service', () => {
  const server = createServer();

  it('serves the en-be homepage and navigation, products as references by sku', async () => {
    const contextValue = createContext(readRequestIdentity({ [HEADER.store]: 'en-be' }), {
      logger: createLogger('content-test'),
      ...httpUpstreams(),
    });
    const response = await server.executeOperation(
      {
        query: /* GraphQL */ `
          query HomePageQuery {
            homepage {
              title
              sections {
                __typename
                ... on ProductCarousel {
                  products {
                    sku
                  }
                }
              }
            }
            primaryNavigation {
              label
              path
            }
          }
        `,
      },
      { contextValue },
    );
    const result = singleResult(response);
    expect(result.errors).toBeUndefined();
    const demo = await demoContent('en-be');
    const data = result.data as {
      homepage: { title: string; sections: { __typename: string; products?: { sku: string }[] }[] };
      primaryNavigation: { label: string; path: string }[];
    };
    expect(data.homepage.title).toBe(demo.homepage.title);
    const carouselSkus = demo.homepage.sections.flatMap((section) =>
      section.type === 'product-carousel' ? section.skus : [],
    );
    expect(
      data.homepage.sections.flatMap((section) => section.products?.map((product) => product.sku) ?? []),
    ).toEqual(carouselSkus);
    expect(data.primaryNavigation.map((item) => item.path)).toEqual(
      demo.primaryNavigation.items.map((item) => item.path),
    );
  });

  it.each([
    ['nl-be', 'Algemene voorwaarden', 'België en Nederland', '14 dagen'],
    ['nl-nl', 'Algemene voorwaarden', 'België en Nederland', '14 dagen'],
    ['en-be', 'Terms and conditions', 'Belgium and the Netherlands', '14 days'],
    ['en-rw', 'Terms and conditions', 'Belgium and the Netherlands', '14 days'],
  ])(
    'serves the %s single pages in the store view’s language, null for an unknown key',
    async (store, termsTitle, countries, returnPeriod) => {
      const contextValue = createContext(readRequestIdentity({ [HEADER.store]: store }), {
        logger: createLogger('content-test'),
        ...httpUpstreams(),
      });
      const response = await server.executeOperation(
        {
          query: /* GraphQL */ `
            query SinglePages {
              terms: singlePage(page: "terms-and-conditions") {
                page
                title
                storeCode
              }
              shipping: singlePage(page: "shipping") {
                body
              }
              returns: singlePage(page: "returns") {
                body
              }
              missing: singlePage(page: "no-such-page") {
                title
              }
            }
          `,
        },
        { contextValue },
      );
      const result = singleResult(response);
      expect(result.errors).toBeUndefined();
      const data = result.data as {
        terms: { page: string; title: string; storeCode: string };
        shipping: { body: string };
        returns: { body: string };
        missing: null;
      };
      expect(data.terms).toEqual({ page: 'terms-and-conditions', title: termsTitle, storeCode: store });
      // seed 001 §1: shipping only to the Netherlands and Belgium; returns possible within 14 days.
      expect(data.shipping.body).toContain(countries);
      expect(data.returns.body).toContain(returnPeriod);
      expect(data.missing).toBeNull();
    },
  );
});
