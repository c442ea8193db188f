import type {
  AuthorResult,
  EducationalMaterialContent,
  EducationalMaterialOverviewContent,
  HomepageContent,
  NewsItemContent,
  NewsSummaryContent,
  PageContent,
  PrimaryNavigationContent,
  ProductListingPagesContent,
  PromoNotificationContent,
} from '@shop/contracts';
import { loadEachKey, type Logger } from '@shop/service';
import type { StoreView } from '@shop/store-views';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { parseAuthor, parseAuthorList } from './domain/authorDocument';
import {
  parseHomepage,
  parsePage,
  parsePrimaryNavigation,
  type ParsedDocument,
} from './domain/contentDocument';
import {
  parseEducationalMaterial,
  parseEducationalMaterialOverview,
} from './domain/educationalMaterialDocument';
import { parseNewsItem, parseNewsList } from './domain/newsDocument';
import { parseProductListingPages } from './domain/productListingDocument';
import { parsePromoNotification } from './domain/promoNotification';
import { parseSearchHits, type ContentSearchResultHit } from './domain/searchHits';
import type { AuthorsService } from './ports/AuthorsService';
import type { ContentSearch } from './ports/ContentSearch';
import type { ContentService } from './ports/ContentService';

export const CONTENT_MALFORMED = 'CONTENT_MALFORMED';

export interface Loaders {
  /** GET /homepage, keyed by lang (the store code): fetched once per request however many fields ask. */
  homepageByLang: DataLoader<string, HomepageContent>;
  /** GET /primary-navigation, keyed by lang (the store code). */
  primaryNavigationByLang: DataLoader<string, PrimaryNavigationContent>;
  /** GET /editorial, keyed by lang and url; null when the service has no such page. */
  editorialPage: DataLoader<{ lang: string; url: string }, PageContent | null, string>;
  /** GET /single-page, keyed by lang and page; null when the service has no such page. */
  singlePage: DataLoader<{ lang: string; page: string }, PageContent | null, string>;
  /** GET /news, keyed by lang, amount and offset. */
  newsPage: DataLoader<{ lang: string; amount: number; offset: number }, NewsSummaryContent[], string>;
  /** GET /news/{slug}, keyed by lang and slug; null when there is none. */
  newsItem: DataLoader<{ lang: string; slug: string }, NewsItemContent | null, string>;
  /** GET /educational-material of the overview's url, keyed by lang; null when there is none. */
  educationalMaterialOverview: DataLoader<
    { lang: string; url: string },
    EducationalMaterialOverviewContent | null,
    string
  >;
  /** GET /educational-material of one material's url, keyed by lang and url; null when there is none. */
  educationalMaterial: DataLoader<{ lang: string; url: string }, EducationalMaterialContent | null, string>;
  /** GET /product-listing-page, keyed by lang. */
  productListingPagesByLang: DataLoader<string, ProductListingPagesContent>;
  /** GET /promo-discount-notification, keyed by lang. */
  promoNotificationByLang: DataLoader<string, PromoNotificationContent>;
  /** GET /list of the authors service, keyed by lang. */
  authorsByLang: DataLoader<string, AuthorResult[]>;
  /** GET /single/{slug} of the authors service, keyed by lang and slug; null when not found. */
  author: DataLoader<{ lang: string; slug: string }, AuthorResult | null, string>;
  /** GET /search of content search, keyed by store view and term. */
  contentSearch: DataLoader<{ storeView: StoreView; term: string }, ContentSearchResultHit[], string>;
}

export interface Upstreams {
  content: ContentService;
  authors: AuthorsService;
  search: ContentSearch;
}

/** New loaders for every request: a cache at module scope would keep stale content and mix store views. */
export function createLoaders({ content, authors, search }: Upstreams, logger: Logger): Loaders {
  const documentOf = <T>(document: string, lang: string, parsed: ParsedDocument<T>): T => {
    if (!parsed.ok) {
      logger.error({ document, lang, reason: parsed.reason }, 'malformed content document');
      throw new GraphQLError(`The ${document} document of the content service is malformed`, {
        extensions: { code: CONTENT_MALFORMED, lang },
      });
    }
    for (const warning of parsed.warnings) logger.warn({ document, lang }, warning);
    return parsed.document;
  };
  /** A loader of one document per language. */
  const byLang = <T>(document: string, load: (lang: string) => Promise<ParsedDocument<T>>) =>
    new DataLoader<string, T>((langs) =>
      loadEachKey(langs, async (lang) => documentOf(document, lang, await load(lang))),
    );
  /** A loader of documents that may be missing (null), by language and another key. */
  const optional = <K extends { lang: string }, T>(
    document: string,
    keyOf: (key: K) => string,
    load: (key: K) => Promise<string | null>,
    parse: (content: string) => ParsedDocument<T>,
  ) =>
    new DataLoader<K, T | null, string>(
      (keys) =>
        loadEachKey(keys, async (key) => {
          const found = await load(key);
          return found === null ? null : documentOf(document, key.lang, parse(found));
        }),
      { cacheKeyFn: (key) => `${key.lang}\n${keyOf(key)}` },
    );
  return {
    homepageByLang: byLang('homepage', async (lang) => parseHomepage(await content.homepage(lang))),
    primaryNavigationByLang: byLang('primary navigation', async (lang) =>
      parsePrimaryNavigation(await content.primaryNavigation(lang)),
    ),
    editorialPage: optional(
      'editorial page',
      ({ url }) => url,
      ({ lang, url }) => content.editorialPage(lang, url),
      parsePage,
    ),
    singlePage: optional(
      'single page',
      ({ page }) => page,
      ({ lang, page }) => content.singlePage(lang, page),
      parsePage,
    ),
    newsPage: new DataLoader(
      (keys) =>
        loadEachKey(keys, async ({ lang, amount, offset }) =>
          documentOf('news list', lang, parseNewsList(await content.news(lang, { amount, offset }))),
        ),
      { cacheKeyFn: ({ lang, amount, offset }) => `${lang}\n${amount}\n${offset}` },
    ),
    newsItem: optional(
      'news item',
      ({ slug }) => slug,
      ({ lang, slug }) => content.newsItem(lang, slug),
      parseNewsItem,
    ),
    educationalMaterialOverview: optional(
      'educational material overview',
      ({ url }) => url,
      ({ lang, url }) => content.educationalMaterial(lang, url),
      parseEducationalMaterialOverview,
    ),
    educationalMaterial: optional(
      'educational material',
      ({ url }) => url,
      ({ lang, url }) => content.educationalMaterial(lang, url),
      parseEducationalMaterial,
    ),
    productListingPagesByLang: byLang('product listing pages', async (lang) =>
      parseProductListingPages(await content.productListingPages(lang)),
    ),
    promoNotificationByLang: byLang('promo notification', async (lang) =>
      parsePromoNotification(await content.promoNotification(lang)),
    ),
    authorsByLang: byLang('authors list', async (lang) => parseAuthorList(await authors.list(lang))),
    author: new DataLoader(
      (keys) =>
        loadEachKey(keys, async ({ lang, slug }) => {
          const found = await authors.single(lang, slug);
          return found === null ? null : documentOf('author', lang, parseAuthor(found));
        }),
      { cacheKeyFn: ({ lang, slug }) => `${lang}\n${slug}` },
    ),
    contentSearch: new DataLoader(
      (keys) =>
        loadEachKey(keys, async ({ storeView, term }) =>
          documentOf(
            'search result',
            storeView.code,
            parseSearchHits(await search.search(storeView.code, term), storeView),
          ),
        ),
      { cacheKeyFn: ({ storeView, term }) => `${storeView.code}\n${term}` },
    ),
  };
}
