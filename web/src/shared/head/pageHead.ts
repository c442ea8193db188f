import { DEFAULT_STORE_CODE, isStoreCode, STORE_CODES, STORE_VIEWS, type StoreCode } from '@shop/store-views';

/** The head of one HTML page as the server sends it (search engines and link previews read no JavaScript). */
export interface PageHead {
  /** BCP 47 language of the page: the store view's locale. */
  lang: string;
  title: string;
  /** Plain text; null keeps no description (a not-found page). */
  description: string | null;
  /** Absolute URL of the page's one address; null when the page has none (not found, unknown). */
  canonical: string | null;
  /** The same page in each store view, hreflang first (nl-BE...) then x-default. */
  alternates: readonly Alternate[];
  /** Pages that must stay out of search results (not found). */
  noindex: boolean;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

export const SITE_NAME = 'Clavis';

/**
 * The shop's own words for pages that have none of their own, in the page's language: Lingui messages,
 * translated with the app's other texts (siteWords.ts reads them).
 */
export interface SiteWords {
  /** The title of page-not-found: the heading the not-found screen shows. */
  notFoundTitle: string;
  /** The title of the error page (seed 000 §2 /error): the heading the error screen shows. */
  errorTitle: string;
  /** The description of a page without one of its own. */
  description: string;
}

/** What the server knows of the page at an address. */
export type PageContent =
  | {
      kind: 'found';
      /** The product's or category's name; null for pages named after the store (home, static pages). */
      name: string | null;
      /** Plain text; null for the site's description. */
      description: string | null;
      /** The page's path in every store view where it exists, the requested store's included. */
      paths: Partial<Record<StoreCode, string>>;
    }
  | { kind: 'not-found' }
  /** seed 000 §2 error: the page could not be shown (the server answers 500). */
  | { kind: 'error' }
  /** The catalogue could not be asked: the page may exist, the client will know. */
  | { kind: 'unknown' };

/**
 * The head of a page in `store`: title, description, canonical link and one alternate link per store view
 * where the page exists (hreflang = the store view's locale), plus x-default, the default store view's
 * version (seed 000 §1 nl-be is the default and the fallback). Absolute URLs from `publicUrl`.
 */
export function pageHeadOf(
  store: StoreCode,
  content: PageContent,
  publicUrl: string,
  words: SiteWords,
): PageHead {
  const storeView = STORE_VIEWS[store];
  const base = { lang: storeView.locale, alternates: [], canonical: null, noindex: false };
  switch (content.kind) {
    case 'not-found':
    case 'error':
      return { ...base, ...pageTextOf(store, content, words), noindex: true };
    case 'unknown':
      return { ...base, ...pageTextOf(store, content, words) };
    case 'found': {
      const own = content.paths[store];
      const alternates: Alternate[] = STORE_CODES.flatMap((code) => {
        const path = content.paths[code];
        return path === undefined
          ? []
          : [{ hreflang: STORE_VIEWS[code].locale, href: absoluteUrl(publicUrl, path) }];
      });
      const fallback = content.paths[DEFAULT_STORE_CODE];
      if (fallback !== undefined)
        alternates.push({ hreflang: 'x-default', href: absoluteUrl(publicUrl, fallback) });
      return {
        ...base,
        ...pageTextOf(store, content, words),
        canonical: own === undefined ? null : absoluteUrl(publicUrl, own),
        alternates,
      };
    }
  }
}

/** The title and description of a page in `store` (also set in the browser after a navigation). */
export function pageTextOf(
  store: StoreCode,
  content: PageContent,
  words: SiteWords,
): Pick<PageHead, 'title' | 'description'> {
  switch (content.kind) {
    case 'not-found':
      return { title: `${words.notFoundTitle} | ${SITE_NAME}`, description: null };
    case 'error':
      return { title: `${words.errorTitle} | ${SITE_NAME}`, description: null };
    case 'unknown':
      return { title: SITE_NAME, description: words.description };
    case 'found':
      return {
        title:
          content.name === null
            ? `${SITE_NAME} | ${STORE_VIEWS[store].name}`
            : `${content.name} | ${SITE_NAME}`,
        description: content.description ?? words.description,
      };
  }
}

/**
 * `path` (starting with '/') under the public base URL. The URL parser percent-encodes what may not stand
 * in a path (quotes, angle brackets, spaces), so nothing from an address or the catalogue breaks out of it.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(`${publicUrl.replace(/\/+$/, '')}${path}`).href;
}

/** A page that exists in every store view at the path `pathIn` gives it (home, static and listing pages). */
export function foundInEveryStore(pathIn: (code: StoreCode) => string): PageContent {
  const paths = Object.fromEntries(STORE_CODES.map((code) => [code, pathIn(code)]));
  return { kind: 'found', name: null, description: null, paths };
}

/** A page found in the store views `alternates` list (news, authors, materials: their own slugs per language). */
export function foundInStores(
  alternates: readonly { storeCode: string; path: string }[],
  name: string | null,
  description: string | null,
): PageContent {
  const paths = Object.fromEntries(
    alternates
      .filter(({ storeCode }) => isStoreCode(storeCode))
      .map(({ storeCode, path }) => [storeCode, path]),
  );
  return { kind: 'found', name, description, paths };
}
