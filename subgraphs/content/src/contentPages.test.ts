import type { AuthorResult, ContentSearchHit, NewsItemContent } from '@shop/contracts';
import { createLogger, HEADER, readRequestIdentity, singleResult } from '@shop/service';
import { describe, expect, it } from 'vitest';
import { createContext, createServer } from './server';
import { cachedAuthorsService } from './upstream/cachedAuthors';
import { DEMO_CONTENT_FIXTURE, fakeUpstreams, type ContentFixture } from './upstream/fake';

const server = createServer();
const logger = createLogger('content-pages-test');

/** Twelve news items, newest first, as the service orders them. */
const NEWS: NewsItemContent[] = Array.from({ length: 12 }, (_, index) => ({
  slug: `nieuws-${index + 1}`,
  title: `Nieuws ${index + 1}`,
  date: `2026-10-${String(28 - index).padStart(2, '0')}`,
  intro: `Inleiding ${index + 1}`,
  image: index === 0 ? '' : `/media/nieuws-${index + 1}.jpg`,
  body: `<p>Tekst ${index + 1}</p>`,
  alternates: { 'nl-nl': `nieuws-${index + 1}`, 'en-be': `news-${index + 1}`, 'en-rw': '' },
}));

const AUTHORS: AuthorResult[] = [
  { slug: 'zo-zebra', name: 'Zo Zebra', role: 'illustrator', bio: '<p>Tekent.</p>', image: '', skus: ['3'] },
  {
    slug: 'elise-egel',
    name: 'Élise Egel',
    role: 'author-illustrator',
    bio: '<p>Schrijft en tekent.</p>',
    image: '/catalog/author/elise-egel.svg',
    skus: ['1', '2'],
  },
  { slug: 'anna-aap', name: 'anna Aap', role: 'author', bio: '<p>Schrijft.</p>', image: '', skus: [] },
];

const FIXTURE: ContentFixture = {
  'nl-be': {
    ...DEMO_CONTENT_FIXTURE['nl-be']!,
    news: NEWS,
    authors: AUTHORS,
    educationalMaterial: {
      overview: {
        url: 'lesmateriaal',
        title: 'Lesmateriaal',
        body: '<p>Voor de klas.</p>',
        items: [
          {
            url: 'lesmateriaal/de-giraf',
            title: 'Lesmateriaal bij De giraf',
            intro: 'Opdrachten',
            image: '/g.jpg',
          },
          { url: 'elders/verdwaald', title: 'Verdwaald', intro: 'Buiten het segment' },
        ],
      },
      items: [
        {
          url: 'lesmateriaal/de-giraf',
          title: 'Lesmateriaal bij De giraf',
          intro: 'Opdrachten',
          image: '/g.jpg',
          body: '<p>Tien opdrachten.</p>',
          skus: ['9789044850001'],
          alternates: { 'en-be': 'the-giraffe' },
        },
      ],
    },
    productListingPages: [
      {
        kind: 'curated-lists',
        title: 'Samengestelde lijsten',
        intro: '<p>Gekozen door onze redactie.</p>',
        head_image: '/head.jpg',
        lists: [
          { title: 'Voor het slapengaan', skus: ['1', '2'] },
          {
            title: 'Prentenboeken',
            link: '/nl-be/c/prentenboeken',
            link_label: 'Alle prentenboeken',
            skus: ['3'],
          },
        ],
      },
    ],
    promo: { content: ' Gratis verzending vanaf € 30. ', last_updated: '2026-11-25 09:00:00' },
    searchHits: [
      { type: 'author', slug: 'elise-egel', title: 'Élise Egel', excerpt: 'Schrijft en tekent.' },
      { type: 'news', slug: 'nieuws-1', title: 'Élise Egel op bezoek', excerpt: 'Een bezoek' },
      {
        type: 'educational-material',
        slug: 'lesmateriaal/de-giraf',
        title: 'Élise Egel in de klas',
        excerpt: '',
      },
      { type: 'page', slug: 'onderwijs', title: 'Élise Egel en onderwijs', excerpt: 'Voor scholen' },
      // A kind the service learned before the shop: left out.
      {
        type: 'podcast',
        slug: 'aflevering-1',
        title: 'Élise Egel luistert',
        excerpt: '',
      } as unknown as ContentSearchHit,
    ],
  },
  'en-be': {
    ...DEMO_CONTENT_FIXTURE['en-be']!,
    promo: { content: '   ', last_updated: '2026-11-25 09:00:00' },
  },
};

async function execute(
  query: string,
  {
    store,
    calls = [],
    variables,
  }: { store?: string; calls?: string[]; variables?: Record<string, unknown> } = {},
) {
  const contextValue = createContext(readRequestIdentity(store ? { [HEADER.store]: store } : {}), {
    logger,
    ...fakeUpstreams(FIXTURE, calls),
  });
  const response = await server.executeOperation({ query, variables }, { contextValue });
  return { result: singleResult(response), calls, cacheControl: response.http.headers.get('cache-control') };
}

const NEWS_PAGE = /* GraphQL */ `
  query News($first: Int!, $offset: Int!) {
    news(first: $first, offset: $offset) {
      fullyFetched
      items {
        slug
        title
        date
        image
        body
        path
        alternates {
          storeCode
        }
      }
    }
  }
`;

describe('Query.news (seed 001 §4, §7 /news?amount&offset)', () => {
  it('shows ten items of twelve and is not fully fetched: it asked one more than it shows', async () => {
    const { result, calls, cacheControl } = await execute(NEWS_PAGE, { variables: { first: 10, offset: 0 } });
    expect(result.errors).toBeUndefined();
    const page = (result.data as { news: { fullyFetched: boolean; items: { slug: string }[] } }).news;
    expect(page.items.map((item) => item.slug)).toEqual(NEWS.slice(0, 10).map((item) => item.slug));
    expect(page.fullyFetched).toBe(false);
    expect(calls).toEqual(['GET /news nl-be amount=11 offset=0']);
    expect(cacheControl).toBe('max-age=300, public');
  });

  it('the second page holds the last two and is fully fetched: fewer items came than were asked', async () => {
    const { result } = await execute(NEWS_PAGE, { variables: { first: 10, offset: 10 } });
    expect(result.data).toEqual({
      news: {
        fullyFetched: true,
        items: [11, 12].map((n) => ({
          slug: `nieuws-${n}`,
          title: `Nieuws ${n}`,
          date: `2026-10-${String(29 - n).padStart(2, '0')}`,
          image: `/media/nieuws-${n}.jpg`,
          body: null,
          path: `/nl-be/nieuws/nieuws-${n}`,
          alternates: [],
        })),
      },
    });
  });

  it('a page of exactly the last items is fully fetched at once (12 items, 6 from 6)', async () => {
    const { result } = await execute(NEWS_PAGE, { variables: { first: 6, offset: 6 } });
    expect((result.data as { news: { fullyFetched: boolean } }).news.fullyFetched).toBe(true);
  });

  it.each([
    [0, 0],
    [51, 0],
    [10, -1],
  ])('first %i from %i is a BAD_USER_INPUT error, asked of nobody', async (first, offset) => {
    const { result, calls } = await execute(NEWS_PAGE, { variables: { first, offset } });
    expect(result.data).toEqual({ news: null });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(calls).toEqual([]);
  });
});

describe('Query.newsItem (seed 001 §7 /news/{slug})', () => {
  const ITEM = /* GraphQL */ `
    query Item($slug: String!) {
      newsItem(slug: $slug) {
        title
        image
        body
        path
        alternates {
          storeCode
          path
        }
      }
    }
  `;

  it('answers the item with its body and its page in every store view that has it', async () => {
    const { result, calls } = await execute(ITEM, { variables: { slug: 'nieuws-1' } });
    expect(result.data).toEqual({
      newsItem: {
        title: 'Nieuws 1',
        image: null,
        body: '<p>Tekst 1</p>',
        path: '/nl-be/nieuws/nieuws-1',
        alternates: [
          { storeCode: 'nl-be', path: '/nl-be/nieuws/nieuws-1' },
          { storeCode: 'nl-nl', path: '/nl-nl/nieuws/nieuws-1' },
          { storeCode: 'en-be', path: '/en-be/news/news-1' },
        ],
      },
    });
    expect(calls).toEqual(['GET /news/nieuws-1 nl-be']);
  });

  it("is null for 'Item not found' (seed 001 §8)", async () => {
    const { result } = await execute(ITEM, { variables: { slug: 'bestaat-niet' } });
    expect(result).toEqual({ data: { newsItem: null } });
  });
});

describe('Query.authors and Query.author (seed 001 §7 authors service)', () => {
  it('lists the directory by name as Dutch readers sort it, each filed under its initial', async () => {
    const { result } = await execute(`{ authors { slug name initial role image path } }`);
    expect(result.data).toEqual({
      authors: [
        {
          slug: 'anna-aap',
          name: 'anna Aap',
          initial: 'A',
          role: 'AUTHOR',
          image: null,
          path: '/nl-be/auteurs-illustratoren/anna-aap',
        },
        {
          slug: 'elise-egel',
          name: 'Élise Egel',
          initial: 'E',
          role: 'AUTHOR_ILLUSTRATOR',
          image: '/catalog/author/elise-egel.svg',
          path: '/nl-be/auteurs-illustratoren/elise-egel',
        },
        {
          slug: 'zo-zebra',
          name: 'Zo Zebra',
          initial: 'Z',
          role: 'ILLUSTRATOR',
          image: null,
          path: '/nl-be/auteurs-illustratoren/zo-zebra',
        },
      ],
    });
  });

  it('answers one author with a page in every store view; null for an unknown slug', async () => {
    const { result } = await execute(
      `{ author(slug: "elise-egel") { name biography alternates { path } } none: author(slug: "niemand") { name } }`,
    );
    expect(result.data).toEqual({
      author: {
        name: 'Élise Egel',
        biography: '<p>Schrijft en tekent.</p>',
        alternates: [
          { path: '/nl-be/auteurs-illustratoren/elise-egel' },
          { path: '/nl-nl/auteurs-illustratoren/elise-egel' },
          { path: '/en-be/authors-illustrators/elise-egel' },
          { path: '/en-rw/authors-illustrators/elise-egel' },
        ],
      },
      none: null,
    });
  });

  it('resolves Author references by slug with the book skus the catalog requires', async () => {
    const { result } = await execute(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Author { slug name bookSkus } } }`,
      { variables: { representations: [{ __typename: 'Author', slug: 'elise-egel' }] } },
    );
    expect(result.data).toEqual({
      _entities: [{ slug: 'elise-egel', name: 'Élise Egel', bookSkus: ['1', '2'] }],
    });
  });

  it('caches answers per language and slug across requests (seed 001 §7), a not-found one too', async () => {
    const calls: string[] = [];
    const upstreams = fakeUpstreams(FIXTURE, calls);
    const dependencies = {
      logger,
      ...upstreams,
      authorsService: cachedAuthorsService(upstreams.authorsService),
    };
    const ask = async (store: string, query: string) =>
      singleResult(
        await server.executeOperation(
          { query },
          { contextValue: createContext(readRequestIdentity({ [HEADER.store]: store }), dependencies) },
        ),
      );
    for (let request = 0; request < 3; request += 1) {
      await ask(
        'nl-be',
        `{ author(slug: "elise-egel") { name } none: author(slug: "niemand") { name } authors { slug } }`,
      );
    }
    await ask('en-be', `{ none: author(slug: "niemand") { name } }`).catch(() => undefined);
    expect(calls).toEqual([
      'GET /authors/single/elise-egel nl-be',
      'GET /authors/single/niemand nl-be',
      'GET /authors/list nl-be',
      'GET /authors/single/niemand en-be',
    ]);
  });
});

describe('Query.educationalMaterialOverview and Query.educationalMaterial (seed 001 §7 /educational-material)', () => {
  it('asks the overview at the segment of the store view’s language and lists the materials in it', async () => {
    const { result, calls } = await execute(
      `{ educationalMaterialOverview { title body items { slug title intro image body path products { sku } alternates { path } } } }`,
    );
    expect(result.data).toEqual({
      educationalMaterialOverview: {
        title: 'Lesmateriaal',
        body: '<p>Voor de klas.</p>',
        items: [
          {
            slug: 'de-giraf',
            title: 'Lesmateriaal bij De giraf',
            intro: 'Opdrachten',
            image: '/g.jpg',
            body: null,
            path: '/nl-be/lesmateriaal/de-giraf',
            products: [],
            alternates: [],
          },
        ],
      },
    });
    expect(calls).toEqual(['GET /educational-material nl-be lesmateriaal']);
  });

  it('answers a material with its books and its pages in the store views that have it; null for none', async () => {
    const { result } = await execute(
      `{ educationalMaterial(slug: "de-giraf") { title body products { sku } download { url } alternates { path } } none: educationalMaterial(slug: "niets") { title } }`,
    );
    expect(result.data).toEqual({
      educationalMaterial: {
        title: 'Lesmateriaal bij De giraf',
        body: '<p>Tien opdrachten.</p>',
        products: [{ sku: '9789044850001' }],
        download: null,
        alternates: [
          { path: '/nl-be/lesmateriaal/de-giraf' },
          { path: '/en-be/educational-material/the-giraffe' },
        ],
      },
      none: null,
    });
  });
});

describe('Query.productListingPage (seed 001 §7 /product-listing-page)', () => {
  it('answers the page of the kind asked, its lists with product references; null for a kind without a page', async () => {
    const { result, calls } = await execute(
      `{ productListingPage(kind: CURATED_LISTS) { kind title intro headImage lists { title text link linkLabel products { sku } } } range: productListingPage(kind: RANGE) { title } }`,
    );
    expect(result.data).toEqual({
      productListingPage: {
        kind: 'CURATED_LISTS',
        title: 'Samengestelde lijsten',
        intro: '<p>Gekozen door onze redactie.</p>',
        headImage: '/head.jpg',
        lists: [
          {
            title: 'Voor het slapengaan',
            text: null,
            link: null,
            linkLabel: null,
            products: [{ sku: '1' }, { sku: '2' }],
          },
          {
            title: 'Prentenboeken',
            text: null,
            link: '/nl-be/c/prentenboeken',
            linkLabel: 'Alle prentenboeken',
            products: [{ sku: '3' }],
          },
        ],
      },
      range: null,
    });
    expect(calls).toEqual(['GET /product-listing-page nl-be']);
  });
});

describe('Query.promoNotification (seed 001 §3, §7 /promo-discount-notification)', () => {
  it('answers the text and when it was last updated, the version a shopper closes', async () => {
    const { result } = await execute(`{ promoNotification { content lastUpdated } }`);
    expect(result.data).toEqual({
      promoNotification: { content: 'Gratis verzending vanaf € 30.', lastUpdated: '2026-11-25 09:00:00' },
    });
  });

  it('is null when the editors left it empty', async () => {
    const { result } = await execute(`{ promoNotification { content } }`, { store: 'en-be' });
    expect(result).toEqual({ data: { promoNotification: null } });
  });
});

describe('Query.contentSearch (seed 001 §7 content search)', () => {
  it('leads each hit to its page in the store view and leaves out kinds the shop has no page for', async () => {
    const { result, calls } = await execute(
      `{ contentSearch(term: "élise") { hits { kind title excerpt path } userErrors { code } } }`,
    );
    expect(result.data).toEqual({
      contentSearch: {
        hits: [
          {
            kind: 'AUTHOR',
            title: 'Élise Egel',
            excerpt: 'Schrijft en tekent.',
            path: '/nl-be/auteurs-illustratoren/elise-egel',
          },
          {
            kind: 'NEWS',
            title: 'Élise Egel op bezoek',
            excerpt: 'Een bezoek',
            path: '/nl-be/nieuws/nieuws-1',
          },
          {
            kind: 'EDUCATIONAL_MATERIAL',
            title: 'Élise Egel in de klas',
            excerpt: '',
            path: '/nl-be/lesmateriaal/de-giraf',
          },
          {
            kind: 'PAGE',
            title: 'Élise Egel en onderwijs',
            excerpt: 'Voor scholen',
            path: '/nl-be/e/onderwijs',
          },
        ],
        userErrors: [],
      },
    });
    expect(calls).toEqual(['GET /search nl-be élise']);
  });

  it('answers SEARCH_TERM_TOO_SHORT for fewer than 3 characters without asking the service', async () => {
    const { result, calls } = await execute(
      `{ contentSearch(term: " él ") { hits { title } userErrors { code message field } } }`,
    );
    expect(result.data).toEqual({
      contentSearch: {
        hits: [],
        userErrors: [
          {
            code: 'SEARCH_TERM_TOO_SHORT',
            message: 'Search term at least 3 characters',
            field: 'term',
          },
        ],
      },
    });
    expect(calls).toEqual([]);
  });
});

describe('Query.banners (seed 001 §3 Banners)', () => {
  it('reads them from the homepage document: its hero is the main banner, the others as the editors list them', async () => {
    const calls: string[] = [];
    const homepage = JSON.parse(DEMO_CONTENT_FIXTURE['nl-be']!.homepage) as Record<string, unknown>;
    const fixture: ContentFixture = {
      'nl-be': {
        ...DEMO_CONTENT_FIXTURE['nl-be']!,
        homepage: JSON.stringify({
          ...homepage,
          small_banners: [{ title: 'Klaslezen', link: '/nl-be/klaslezen', link_label: null }],
          product_banners: null,
        }),
      },
    };
    const contextValue = createContext(readRequestIdentity({}), { logger, ...fakeUpstreams(fixture, calls) });
    const result = singleResult(
      await server.executeOperation(
        {
          query: `{ banners { mainBanners { title } smallBanners { title link linkLabel } productBanners { title } } homepage { title } }`,
        },
        { contextValue },
      ),
    );
    expect(result.data).toEqual({
      banners: {
        mainBanners: [{ title: 'Lezen is avontuur' }],
        smallBanners: [{ title: 'Klaslezen', link: '/nl-be/klaslezen', linkLabel: null }],
        productBanners: [],
      },
      homepage: { title: 'Welkom bij Clavis' },
    });
    expect(calls).toEqual(['GET /homepage nl-be']);
  });
});
