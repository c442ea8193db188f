import type { HomepageContent, PageContent, PrimaryNavigationContent } from '@shop/contracts';
import { loadEachKey, type Logger } from '@shop/service';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import {
  parseHomepage,
  parsePage,
  parsePrimaryNavigation,
  type ParsedDocument,
} from './domain/contentDocument';
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
}

/** New loaders for every request: a cache at module scope would keep stale content and mix store views. */
export function createLoaders(contentService: ContentService, logger: Logger): Loaders {
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
  return {
    homepageByLang: new DataLoader((langs) =>
      loadEachKey(langs, async (lang) =>
        documentOf('homepage', lang, parseHomepage(await contentService.homepage(lang))),
      ),
    ),
    primaryNavigationByLang: new DataLoader((langs) =>
      loadEachKey(langs, async (lang) =>
        documentOf(
          'primary navigation',
          lang,
          parsePrimaryNavigation(await contentService.primaryNavigation(lang)),
        ),
      ),
    ),
    editorialPage: new DataLoader(
      (keys) =>
        loadEachKey(keys, async ({ lang, url }) => {
          const document = await contentService.editorialPage(lang, url);
          return document === null ? null : documentOf('editorial page', lang, parsePage(document));
        }),
      { cacheKeyFn: ({ lang, url }) => `${lang}\n${url}` },
    ),
    singlePage: new DataLoader(
      (keys) =>
        loadEachKey(keys, async ({ lang, page }) => {
          const document = await contentService.singlePage(lang, page);
          return document === null ? null : documentOf('single page', lang, parsePage(document));
        }),
      { cacheKeyFn: ({ lang, page }) => `${lang}\n${page}` },
    ),
  };
}
