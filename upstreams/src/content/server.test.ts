import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentFile,
  type AuthorResult,
  type ContentDemoData,
  type ContentResult,
  type ContentSearchHit,
  type HomepageContent,
  type NewsItemContent,
  type NewsListContent,
  type PageContent,
  type PrimaryNavigationContent,
  type PromoNotificationContent,
} from '@shop/contracts';
import { fetchCallCounts, resetCallCounts, type RunningService } from '@shop/service';
import { call, createTestDirs, type TestDirs } from '../shared/testing';
import { loadContentConfig } from './config';
import { startContentService } from './server';

let dirs: TestDirs;
let service: RunningService;
let base: string;
let nl: ContentDemoData;
let en: ContentDemoData;

beforeAll(async () => {
  dirs = await createTestDirs();
  nl = JSON.parse(await readFile(path.join(dirs.dataDir, contentFile('nl-be')), 'utf8')) as ContentDemoData;
  en = JSON.parse(await readFile(path.join(dirs.dataDir, contentFile('en-be')), 'utf8')) as ContentDemoData;
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

  it("answers one news item by slug, and 404 'Item not found' for an unknown slug", async () => {
    const item = nl.news[0];
    expect(await content<NewsItemContent>(`/content/news/${item?.slug}?lang=nl-be`)).toEqual(item);
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
