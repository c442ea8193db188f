import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentFile,
  type AuthorResult,
  type ContentDemoData,
  type ContentResult,
  type ContentSearchHit,
  type EducationalMaterialContent,
  type EducationalMaterialOverviewContent,
  type HomepageContent,
  type NewsItemContent,
  type NewsListContent,
  type PageContent,
  type PrimaryNavigationContent,
  type ProductListingPagesContent,
  type PromoNotificationContent,
} from '@shop/contracts';
import { TRANSLATED_SEGMENTS } from '@shop/routes';
import { fetchCallCounts, resetCallCounts, type RunningService } from '@shop/service';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@shop/store-views';
import { call, createTestDirs, type TestDirs } from '../shared/testing';
import { loadContentConfig } from './config';
import { startContentService } from './server';

let dirs: TestDirs;
let service: RunningService;
let base: string;
let nl: ContentDemoData;
let en: ContentDemoData;
const demo = {} as Record<StoreCode, ContentDemoData>;

beforeAll(async () => {
  dirs = await createTestDirs();
  for (const code of STORE_CODES)
    demo[code] = JSON.parse(
      await readFile(path.join(dirs.dataDir, contentFile(code)), 'utf8'),
    ) as ContentDemoData;
  nl = demo['nl-be'];
  en = demo['en-be'];
  service = await startContentService(
    loadContentConfig({
      CONTENT_SERVICE_PORT: '0',
      DEMO_DATA_DIR: dirs.dataDir,
      STATE_DIR: dirs.stateDir,
      NODE_ENV: 'test',
    }),
  );
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

/** seed 001 §7: result.content is a JSON string. */
async function content<T>(pathAndQuery: string): Promise<T> {
  const answer = await call<ContentResult>(base, pathAndQuery);
  expect(answer).toMatchObject({ status: 200, code: 200 });
  expect(typeof answer.result.content).toBe('string');
  return JSON.parse(answer.result.content) as T;
}

describe('content service', () => {
  it('answers the homepage and the primary navigation of the store view in result.content', async () => {
    expect(await content<HomepageContent>('/content/homepage?lang=nl-be')).toEqual(nl.homepage);
    expect(await content<HomepageContent>('/content/homepage?lang=en-be')).toEqual(en.homepage);
    expect(await content<PrimaryNavigationContent>('/content/primary-navigation?lang=nl-be')).toEqual(
      nl.primaryNavigation,
    );
  });

  it('answers 400 for an unknown or missing lang', async () => {
    const answer = await call(base, '/content/homepage?lang=fr-fr');
    expect(answer).toEqual({
      status: 400,
      code: 400,
      result: 'Unknown lang "fr-fr": use one of nl-be, nl-nl, en-be, en-rw',
    });
    expect((await call(base, '/content/primary-navigation')).code).toBe(400);
  });

  it('pages the news newest first; the last page is shorter than the amount asked', async () => {
    const newest = [...nl.news].sort((a, b) => b.date.localeCompare(a.date));
    const first = await content<NewsListContent>('/content/news?lang=nl-be&amount=3&offset=0');
    expect(first.map((item) => item.slug)).toEqual(newest.slice(0, 3).map((item) => item.slug));
    expect(first[0]).not.toHaveProperty('body');
    const last = await content<NewsListContent>(
      `/content/news?lang=nl-be&amount=3&offset=${nl.news.length - 1}`,
    );
    expect(last).toHaveLength(1);
  });

  it.each(['nl-be', 'en-be'] as const)(
    'pages the %s news overview by ten: fourteen items are a full page and a last page of four (seed 001 §4)',
    async (code) => {
      expect(demo[code].news).toHaveLength(14);
      const first = await content<NewsListContent>(`/content/news?lang=${code}&amount=10&offset=0`);
      const last = await content<NewsListContent>(`/content/news?lang=${code}&amount=10&offset=10`);
      expect(first).toHaveLength(10);
      expect(last).toHaveLength(4);
      const slugs = [...first, ...last].map((item) => item.slug);
      expect(new Set(slugs).size).toBe(14);
      const dates = [...first, ...last].map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
      // Without amount and offset: the first ten.
      expect(await content<NewsListContent>(`/content/news?lang=${code}`)).toEqual(first);
    },
  );

  it.each([
    ['amount=0', 'amount must be a whole number from 1 to 100'],
    ['amount=101', 'amount must be a whole number from 1 to 100'],
    ['amount=ten', 'amount must be a whole number from 1 to 100'],
    ['amount=2.5', 'amount must be a whole number from 1 to 100'],
    ['offset=-1', 'offset must be a whole number of 0 or more'],
    ['offset=x', 'offset must be a whole number of 0 or more'],
  ])('answers 400 for news paged with %s', async (query, message) => {
    expect(await call(base, `/content/news?lang=nl-be&${query}`)).toEqual({
      status: 400,
      code: 400,
      result: message,
    });
  });

  it('answers the largest page asked (100) and an empty page past the end', async () => {
    expect(await content<NewsListContent>('/content/news?lang=nl-be&amount=100')).toHaveLength(14);
    expect(await content<NewsListContent>('/content/news?lang=nl-be&amount=10&offset=14')).toEqual([]);
  });

  it("answers one news item by slug with its alternates, and 404 'Item not found' for an unknown slug", async () => {
    const item = nl.news[0];
    const answered = await content<NewsItemContent>(`/content/news/${item?.slug}?lang=nl-be`);
    expect(answered).toEqual(item);
    expect(Object.keys(answered.alternates ?? {}).sort()).toEqual([...STORE_CODES].sort());
    expect(answered.alternates?.['nl-be']).toBe(item?.slug);
    expect(await call(base, '/content/news/nope?lang=nl-be')).toEqual({
      status: 404,
      code: 404,
      result: 'Item not found',
    });
  });

  it("answers editorial pages by url, 404 'Page not found' otherwise", async () => {
    const [page] = nl.pages;
    expect(await content<PageContent>(`/content/editorial?lang=nl-be&url=/${page?.url}`)).toEqual(page);
    expect(await call(base, '/content/editorial?lang=nl-be&url=nope')).toEqual({
      status: 404,
      code: 404,
      result: 'Page not found',
    });
    expect(await call(base, '/content/editorial?lang=nl-be')).toEqual({
      status: 400,
      code: 400,
      result: 'url is required',
    });
  });

  it.each([
    ['nl-be', 'Algemene voorwaarden', 'Privacybeleid', 'België en Nederland', '14 dagen'],
    ['nl-nl', 'Algemene voorwaarden', 'Privacybeleid', 'België en Nederland', '14 dagen'],
    ['en-be', 'Terms and conditions', 'Privacy policy', 'Belgium and the Netherlands', '14 days'],
    ['en-rw', 'Terms and conditions', 'Privacy policy', 'Belgium and the Netherlands', '14 days'],
  ])(
    'answers the single pages of %s by key (seed 001 §7 /single-page?page), in its language',
    async (lang, terms, privacy, countries, returnPeriod) => {
      const page = (key: string) => content<PageContent>(`/content/single-page?lang=${lang}&page=${key}`);
      expect(await page('terms-and-conditions')).toMatchObject({ url: 'terms-and-conditions', title: terms });
      expect(await page('privacy')).toMatchObject({ url: 'privacy', title: privacy });
      // seed 001 §1: shipping only to the Netherlands and Belgium; returns within 14 days.
      expect((await page('shipping')).body).toContain(countries);
      expect((await page('returns')).body).toContain(returnPeriod);
    },
  );

  it("answers 'Page not found' for an unknown single page, and an editorial url is not a single page", async () => {
    expect(await call(base, '/content/single-page?lang=nl-be&page=nope')).toEqual({
      status: 404,
      code: 404,
      result: 'Page not found',
    });
    expect(await call(base, `/content/single-page?lang=nl-be&page=${nl.pages[0]?.url}`)).toMatchObject({
      status: 404,
    });
    expect(await call(base, '/content/editorial?lang=nl-be&url=privacy')).toMatchObject({ status: 404 });
    expect(await call(base, '/content/single-page?lang=nl-be')).toEqual({
      status: 400,
      code: 400,
      result: 'page is required',
    });
  });

  it.each(STORE_CODES)(
    'answers every news item’s alternates in their store view (%s): the same item, in that store’s language',
    async (code) => {
      for (const [index, item] of demo[code].news.entries()) {
        for (const [store, slug] of Object.entries(item.alternates ?? {}) as [StoreCode, string][]) {
          const other = await content<NewsItemContent>(`/content/news/${slug}?lang=${store}`);
          // The same item: written at the same place of the store's list, on the same day.
          expect(other).toEqual(demo[store].news[index]);
          expect(other.date).toBe(item.date);
        }
      }
    },
  );

  it.each([
    ['nl-be', 'lesmateriaal', 'Lesmateriaal'],
    ['en-be', 'educational-material', 'Educational material'],
  ] as const)(
    'answers the %s educational material overview at its segment, and each material at its url',
    async (code, segment, title) => {
      const material = demo[code].educationalMaterial;
      const overview = await content<EducationalMaterialOverviewContent>(
        `/content/educational-material?lang=${code}&url=${segment}`,
      );
      expect(overview).toEqual(material.overview);
      expect(overview).toMatchObject({ url: segment, title });
      expect(overview.items.length).toBeGreaterThanOrEqual(6);
      expect(overview.items.map((item) => item.url)).toEqual(material.items.map((item) => item.url));
      for (const item of material.items) {
        expect(item.url.startsWith(`${segment}/`)).toBe(true);
        expect(
          await content<EducationalMaterialContent>(
            `/content/educational-material?lang=${code}&url=${encodeURIComponent(`/${item.url}`)}`,
          ),
        ).toEqual(item);
      }
    },
  );

  it("answers 404 'Page not found' for an unknown material or another language's segment, 400 without url", async () => {
    const notFound = { status: 404, code: 404, result: 'Page not found' };
    expect(await call(base, '/content/educational-material?lang=nl-be&url=lesmateriaal/niets')).toEqual(
      notFound,
    );
    expect(await call(base, '/content/educational-material?lang=nl-be&url=educational-material')).toEqual(
      notFound,
    );
    // An editorial page is not educational material, and material is no longer an editorial page.
    expect(await call(base, `/content/educational-material?lang=nl-be&url=${nl.pages[0]?.url}`)).toEqual(
      notFound,
    );
    expect(
      await call(base, `/content/editorial?lang=nl-be&url=${nl.educationalMaterial.items[0]?.url}`),
    ).toEqual(notFound);
    expect(await call(base, '/content/educational-material?lang=en-be')).toEqual({
      status: 400,
      code: 400,
      result: 'url is required',
    });
  });

  it.each(STORE_CODES)(
    'answers every material’s alternates in their store view (%s): the same book’s material',
    async (code) => {
      for (const item of demo[code].educationalMaterial.items) {
        for (const [store, slug] of Object.entries(item.alternates ?? {}) as [StoreCode, string][]) {
          const segment = TRANSLATED_SEGMENTS[STORE_VIEWS[store].language].educationalMaterial;
          const other = await content<EducationalMaterialContent>(
            `/content/educational-material?lang=${store}&url=${segment}/${slug}`,
          );
          expect(other.skus).toEqual(item.skus);
        }
      }
    },
  );

  it.each([
    ['nl-be', ['Samengestelde lijsten', 'Clavis Joy', 'Ons assortiment']],
    ['en-be', ['Curated lists', 'Clavis Joy', 'Our range']],
  ] as const)(
    'answers the %s product listing pages: curated lists, the joy action list and the range page',
    async (code, titles) => {
      const answer = await content<ProductListingPagesContent>(`/content/product-listing-page?lang=${code}`);
      expect(answer).toEqual({ pages: demo[code].productListingPages });
      expect(answer.pages.map((page) => [page.kind, page.title])).toEqual([
        ['curated-lists', titles[0]],
        ['joy-action-list', titles[1]],
        ['range', titles[2]],
      ]);
      for (const page of answer.pages) expect(page.intro).toMatch(/^<p>/);
    },
  );

  it('answers 400 for the product listing pages of an unknown lang', async () => {
    expect(await call(base, '/content/product-listing-page?lang=fr-fr')).toMatchObject({ status: 400 });
  });

  it('answers the promo notification with content and last_updated', async () => {
    expect(
      await content<PromoNotificationContent>('/content/promo-discount-notification?lang=nl-be'),
    ).toEqual(nl.promo);
  });
});

describe('authors service', () => {
  it('lists the authors of a language by name, and answers one by slug', async () => {
    const list = await call<AuthorResult[]>(base, '/authors/list?lang=en-be');
    expect(list.code).toBe(200);
    expect(list.result.map((author) => author.slug).sort()).toEqual(
      en.authors.map((author) => author.slug).sort(),
    );
    const names = list.result.map((author) => author.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const author = en.authors[0];
    expect(await call(base, `/authors/single/${author?.slug}?lang=en-be`)).toEqual({
      status: 200,
      code: 200,
      result: author,
    });
  });

  it('answers 404 for an unknown author (seed 001 §7: 400 or more means not found)', async () => {
    expect(await call(base, '/authors/single/nobody?lang=nl-be')).toEqual({
      status: 404,
      code: 404,
      result: 'Author not found',
    });
  });
});

describe('content search', () => {
  it('finds an author by a part of the name, in any case', async () => {
    const author = nl.authors[0];
    const term = (author?.name.split(' ').at(-1) ?? '').toUpperCase();
    const answer = await call<ContentSearchHit[]>(
      base,
      `/content-search/search?lang=nl-be&term=${encodeURIComponent(term)}`,
    );
    expect(answer.code).toBe(200);
    expect(answer.result).toContainEqual(
      expect.objectContaining({ type: 'author', slug: author?.slug, title: author?.name }),
    );
  });

  it('finds news and pages by title', async () => {
    const news = nl.news[0];
    const page = nl.pages[0];
    const newsHits = await call<ContentSearchHit[]>(
      base,
      `/content-search/search?lang=nl-be&term=${encodeURIComponent(news?.title ?? '')}`,
    );
    expect(newsHits.result).toContainEqual(expect.objectContaining({ type: 'news', slug: news?.slug }));
    const pageHits = await call<ContentSearchHit[]>(
      base,
      `/content-search/search?lang=nl-be&term=${encodeURIComponent(page?.title.toLowerCase() ?? '')}`,
    );
    expect(pageHits.result).toContainEqual(expect.objectContaining({ type: 'page', slug: page?.url }));
  });

  it('finds educational material by title, without regard to case or accents', async () => {
    const material = en.educationalMaterial.items[0];
    const answer = await call<ContentSearchHit[]>(
      base,
      `/content-search/search?lang=en-be&term=${encodeURIComponent('TEACHING MATÉRIALS')}`,
    );
    expect(answer.result).toContainEqual({
      type: 'educational-material',
      slug: material?.url,
      title: material?.title,
      excerpt: material?.intro,
    });
    expect(answer.result.filter((hit) => hit.type === 'educational-material')).toHaveLength(
      en.educationalMaterial.items.length,
    );
  });

  it('answers an empty list when nothing matches, and 400 for a term under 3 characters', async () => {
    expect(await call(base, '/content-search/search?lang=nl-be&term=zzzqqq')).toEqual({
      status: 200,
      code: 200,
      result: [],
    });
    expect(await call(base, '/content-search/search?lang=nl-be&term=ab')).toEqual({
      status: 400,
      code: 400,
      result: 'The search term has at least 3 characters',
    });
  });
});

describe('call counter', () => {
  it('counts calls per endpoint and request id on all three bases', async () => {
    await resetCallCounts(base);
    const headers = { 'x-request-id': 'home-page' };
    await call(base, '/content/homepage?lang=nl-be', { headers });
    await call(base, '/authors/single/nobody?lang=nl-be', { headers });
    await call(base, '/content-search/search?lang=nl-be&term=lezen');
    const counts = await fetchCallCounts(base);
    expect(counts.byRequestId).toEqual({
      'home-page': { 'GET /content/homepage': 1, 'GET /authors/single/:slug': 1 },
    });
    expect(counts.byEndpoint['GET /content-search/search']).toBe(1);
  });
});
