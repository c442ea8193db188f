import { createLogger, HEADER, readRequestIdentity, singleResult, UPSTREAM_ERROR_CODES } from '@shop/service';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContext, createServer } from './server';
import type { ContentService } from './ports/ContentService';
import { DEMO_CONTENT_FIXTURE, fakeUpstreams, type ContentFixture } from './upstream/fake';

const server = createServer();
const logger = createLogger('content-test');

async function execute(
  query: string,
  options: { store?: string; fixture?: ContentFixture; contentService?: ContentService } = {},
) {
  const calls: string[] = [];
  const contentService = options.contentService;
  const contextValue = createContext(
    readRequestIdentity(options.store ? { [HEADER.store]: options.store } : {}),
    {
      logger,
      ...fakeUpstreams(options.fixture ?? DEMO_CONTENT_FIXTURE, calls),
      ...(contentService ? { contentService: () => contentService } : {}),
    },
  );
  const response = await server.executeOperation({ query }, { contextValue });
  return { result: singleResult(response), calls, cacheControl: response.http.headers.get('cache-control') };
}

const HOME_PAGE = /* GraphQL */ `
  query HomePageQuery {
    homepage {
      title
      hero {
        title
        text
        image
        link
        linkLabel
      }
      sections {
        __typename
        ... on ProductCarousel {
          title
          products {
            __typename
            sku
          }
        }
        ... on TextBlock {
          title
          body
          link
          linkLabel
        }
      }
    }
    primaryNavigation {
      label
      path
      children {
        label
        path
        children {
          label
        }
      }
    }
  }
`;

describe('Query.homepage and Query.primaryNavigation', () => {
  it('serve the store view’s documents, products as references by sku', async () => {
    const { result, calls } = await execute(HOME_PAGE);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      homepage: {
        title: 'Welkom bij Clavis',
        hero: {
          title: 'Lezen is avontuur',
          text: 'Nieuwe prentenboeken voor de zomer',
          image: '/media/hero-zomer.jpg',
          link: '/nl-be/c/prentenboeken',
          linkLabel: 'Ontdek ze',
        },
        sections: [
          {
            __typename: 'ProductCarousel',
            title: 'Nieuw',
            products: [
              { __typename: 'Product', sku: '9789044850001' },
              { __typename: 'Product', sku: '9789044850002' },
            ],
          },
          {
            __typename: 'TextBlock',
            title: 'Over ons',
            body: '<p>Kinderboeken sinds 1979.</p>',
            link: null,
            linkLabel: null,
          },
          // Issue 22: a block may lead on, as the Klaslezen block leads to the programme's home.
          {
            __typename: 'TextBlock',
            title: 'Klaslezen',
            body: '<p>Samen hetzelfde boek lezen.</p>',
            link: '/nl-be/klaslezen',
            linkLabel: 'Meer over Klaslezen',
          },
        ],
      },
      primaryNavigation: [
        {
          label: 'Prentenboeken',
          path: '/nl-be/c/prentenboeken',
          children: [{ label: 'Peuters', path: '/nl-be/c/prentenboeken/peuters', children: [] }],
        },
        { label: 'Klaslezen', path: '/nl-be/klaslezen', children: [] },
      ],
    });
    expect(calls.sort()).toEqual(['GET /homepage nl-be', 'GET /primary-navigation nl-be']);
  });

  it('asks with lang set to the store code of the Store header (seed 001 §7)', async () => {
    const { result, calls } = await execute(HOME_PAGE, { store: 'en-be' });
    expect(result.data?.homepage).toEqual({
      title: 'Welcome to Clavis',
      hero: null,
      sections: [
        {
          __typename: 'TextBlock',
          title: 'About us',
          body: '<p>Children’s books since 1979.</p>',
          link: null,
          linkLabel: null,
        },
      ],
    });
    expect(calls.sort()).toEqual(['GET /homepage en-be', 'GET /primary-navigation en-be']);
  });

  it('fetches each document once per request', async () => {
    const { result, calls } = await execute(/* GraphQL */ `
      query Twice {
        a: homepage {
          title
        }
        b: homepage {
          sections {
            __typename
          }
        }
        c: primaryNavigation {
          label
        }
        d: primaryNavigation {
          path
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    expect(calls.sort()).toEqual(['GET /homepage nl-be', 'GET /primary-navigation nl-be']);
  });

  it('leaves out sections of unknown kinds', async () => {
    // An editor's new kind, which the contract types do not know yet: written as the service would send it.
    const homepage = JSON.stringify({
      title: 'Welkom',
      sections: [
        { type: 'quiz', title: 'Raad het boek' },
        { type: 'text', title: 'Over ons', body: 'Kinderboeken' },
      ],
    });
    const fixture = { 'nl-be': { homepage, primaryNavigation: JSON.stringify({ items: [] }) } };
    const { result } = await execute(HOME_PAGE, { fixture });
    expect(result.errors).toBeUndefined();
    expect(result.data?.homepage).toMatchObject({
      sections: [{ __typename: 'TextBlock', title: 'Over ons' }],
    });
  });

  it('a malformed homepage is null with a CONTENT_MALFORMED error; the navigation still renders', async () => {
    const fixture = {
      'nl-be': {
        homepage: '{"title": "Welkom", "sections": [{"type": "text"}]}',
        primaryNavigation: DEMO_CONTENT_FIXTURE['nl-be']!.primaryNavigation,
      },
    };
    const { result } = await execute(HOME_PAGE, { fixture });
    expect(result.data?.homepage).toBeNull();
    expect(result.data?.primaryNavigation).toHaveLength(2);
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      path: ['homepage'],
      extensions: { code: 'CONTENT_MALFORMED' },
    });
  });

  it('a malformed navigation is null with a CONTENT_MALFORMED error; the homepage still renders', async () => {
    const fixture = {
      'nl-be': { homepage: DEMO_CONTENT_FIXTURE['nl-be']!.homepage, primaryNavigation: 'not json' },
    };
    const { result } = await execute(HOME_PAGE, { fixture });
    expect(result.data?.primaryNavigation).toBeNull();
    expect(result.data?.homepage).toMatchObject({ title: 'Welkom bij Clavis' });
    expect(result.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['primaryNavigation'], 'CONTENT_MALFORMED'],
    ]);
  });

  it('an unavailable content service leaves both fields null with the upstream’s error code', async () => {
    const unavailable = () =>
      Promise.reject(
        new GraphQLError('content service is unavailable', {
          extensions: { code: UPSTREAM_ERROR_CODES.unavailable },
        }),
      );
    const { result } = await execute(HOME_PAGE, {
      contentService: {
        homepage: unavailable,
        primaryNavigation: unavailable,
        editorialPage: unavailable,
        singlePage: unavailable,
        news: unavailable,
        newsItem: unavailable,
        educationalMaterial: unavailable,
        productListingPages: unavailable,
        promoNotification: unavailable,
      },
    });
    expect(result.data).toEqual({ homepage: null, primaryNavigation: null });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual([
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
    ]);
  });
});

describe('cache hints (schema.graphql: public content, five minutes)', () => {
  it('lets any cache keep the homepage, its carousels’ product references and the navigation', async () => {
    const { result, cacheControl } = await execute(HOME_PAGE);
    expect(result.errors).toBeUndefined();
    expect(cacheControl).toBe('max-age=300, public');
  });
});

const EDITORIAL_PAGE = /* GraphQL */ `
  query EditorialPageQuery($path: String!) {
    editorialPage(path: $path) {
      url
      title
      body
      canonicalPath
      storeCode
    }
  }
`;

describe('Query.editorialPage (seed 001 §2 resolution of unknown URLs)', () => {
  const executePage = async (path: string, store?: string) => {
    const calls: string[] = [];
    const contextValue = createContext(readRequestIdentity(store ? { [HEADER.store]: store } : {}), {
      logger,
      ...fakeUpstreams(DEMO_CONTENT_FIXTURE, calls),
    });
    const response = await server.executeOperation(
      { query: EDITORIAL_PAGE, variables: { path } },
      { contextValue },
    );
    return {
      result: singleResult(response),
      calls,
      cacheControl: response.http.headers.get('cache-control'),
    };
  };

  it('finds the page of /{store}/e/{slug} with GET /editorial?url= in the path’s store view', async () => {
    const { result, calls, cacheControl } = await executePage('/nl-be/e/zomerlezen', 'en-be');
    expect(result.errors).toBeUndefined();
    expect(result.data?.editorialPage).toEqual({
      url: 'zomerlezen',
      title: 'Zomerlezen',
      body: '<p>Lezen in de vakantie.</p>',
      canonicalPath: '/nl-be/e/zomerlezen',
      storeCode: 'nl-be',
    });
    expect(calls).toEqual(['GET /editorial nl-be zomerlezen']);
    expect(cacheControl).toBe('max-age=300, public');
  });

  it('finds /nl-be/onderwijs, where the legacy redirect of /onderwijs.html leads (seed 000 §2)', async () => {
    const { result } = await executePage('/nl-be/onderwijs/');
    expect(result.data?.editorialPage).toMatchObject({
      title: 'Onderwijs',
      canonicalPath: '/nl-be/e/onderwijs',
    });
  });

  it('is null where the service has no page, and for paths that are no editorial page, without asking', async () => {
    const missing = await executePage('/nl-be/e/bestaat-niet');
    expect(missing.result).toEqual({ data: { editorialPage: null } });
    expect(missing.calls).toEqual(['GET /editorial nl-be bestaat-niet']);
    for (const path of [
      '/nl-be/',
      '/nl-be/p/9789044800001/kikker',
      '/nl-be/c/prentenboeken',
      '/onderwijs.html',
    ]) {
      const other = await executePage(path);
      expect(other.result, path).toEqual({ data: { editorialPage: null } });
      expect(other.calls, path).toEqual([]);
    }
  });

  it('a malformed page is null with a CONTENT_MALFORMED error', async () => {
    const calls: string[] = [];
    const contextValue = createContext(readRequestIdentity({}), {
      logger,
      ...fakeUpstreams(
        {
          'nl-be': {
            ...DEMO_CONTENT_FIXTURE['nl-be']!,
            pages: { kapot: JSON.stringify({ url: 'kapot', body: '<p>Geen titel</p>' }) },
          },
        },
        calls,
      ),
    });
    const result = singleResult(
      await server.executeOperation(
        { query: EDITORIAL_PAGE, variables: { path: '/nl-be/e/kapot' } },
        { contextValue },
      ),
    );
    expect(result.data).toEqual({ editorialPage: null });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['CONTENT_MALFORMED']);
  });
});

describe('Query.singlePage (seed 000 §2 one static page view, seed 001 §7 /single-page?page)', () => {
  it('asks GET /single-page?page= with lang set to the store code, once for the same page in a request', async () => {
    const { result, calls, cacheControl } = await execute(
      /* GraphQL */ `
        {
          singlePage(page: "terms-and-conditions") {
            page
            title
            body
            storeCode
          }
          again: singlePage(page: "terms-and-conditions") {
            title
          }
        }
      `,
      { store: 'nl-be' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      singlePage: {
        page: 'terms-and-conditions',
        title: 'Algemene voorwaarden',
        body: '<p>We leveren alleen in België en Nederland.</p>',
        storeCode: 'nl-be',
      },
      again: { title: 'Algemene voorwaarden' },
    });
    expect(calls).toEqual(['GET /single-page nl-be terms-and-conditions']);
    expect(cacheControl).toBe('max-age=300, public');
  });

  it('is null where the service has no page by that key', async () => {
    const { result, calls } = await execute('{ singlePage(page: "bestaat-niet") { title } }', {
      store: 'nl-be',
    });
    expect(result).toEqual({ data: { singlePage: null } });
    expect(calls).toEqual(['GET /single-page nl-be bestaat-niet']);
  });

  it('a malformed page is null with a CONTENT_MALFORMED error', async () => {
    const { result } = await execute('{ singlePage(page: "privacy") { title } }', {
      fixture: {
        'nl-be': {
          ...DEMO_CONTENT_FIXTURE['nl-be']!,
          singlePages: { privacy: JSON.stringify({ url: 'privacy', body: '<p>Geen titel</p>' }) },
        },
      },
    });
    expect(result.data).toEqual({ singlePage: null });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['CONTENT_MALFORMED']);
  });
});

describe('federation', () => {
  // Product is a reference here (resolvable: false): no _entities case; the gateway composes from _service.
  it('publishes its SDL with the Product key through _service', async () => {
    const { result } = await execute('{ _service { sdl } }');
    const { sdl } = (result.data?._service ?? {}) as { sdl?: string };
    expect(sdl).toMatch(/type Product\s+@key\(fields: "sku", resolvable: false\)/);
    expect(sdl).toContain('homepage: Homepage');
  });
});
