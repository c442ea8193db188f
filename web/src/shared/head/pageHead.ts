import {
  DEFAULT_STORE_CODE,
  STORE_CODES,
  STORE_VIEWS,
  type StoreCode,
  type StoreView,
} from '@shop/store-views';

type Language = StoreView['language'];

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

/**
 * The shop's own words for pages that have none of their own. The Dutch description is the one of
 * web/index.html; the not-found title is the client's page-not-found heading (web/src/locales).
 */
export const SITE = {
  name: 'Clavis',
  description: {
    nl: 'Kinderboeken en jeugdboeken van uitgeverij Clavis.',
    en: "Children's and young adult books from publisher Clavis.",
  },
  notFoundTitle: { nl: 'Pagina niet gevonden', en: 'Page not found' },
} as const satisfies {
  name: string;
  description: Record<Language, string>;
  notFoundTitle: Record<Language, string>;
};

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
  /** The catalogue could not be asked: the page may exist, the client will know. */
  | { kind: 'unknown' };

/**
 * The head of a page in `store`: title, description, canonical link and one alternate link per store view
 * where the page exists (hreflang = the store view's locale), plus x-default, the default store view's
 * version (seed 000 §1 nl-be is the default and the fallback). Absolute URLs from `publicUrl`.
 */
export function pageHeadOf(store: StoreCode, content: PageContent, publicUrl: string): PageHead {
  const storeView = STORE_VIEWS[store];
  const base = { lang: storeView.locale, alternates: [], canonical: null, noindex: false };
  switch (content.kind) {
    case 'not-found':
      return { ...base, ...pageTextOf(store, content), noindex: true };
    case 'unknown':
      return { ...base, ...pageTextOf(store, content) };
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
        ...pageTextOf(store, content),
        canonical: own === undefined ? null : absoluteUrl(publicUrl, own),
        alternates,
      };
    }
  }
}

/** The title and description of a page in `store` (also set in the browser after a navigation). */
export function pageTextOf(store: StoreCode, content: PageContent): Pick<PageHead, 'title' | 'description'> {
  const storeView = STORE_VIEWS[store];
  switch (content.kind) {
    case 'not-found':
      return { title: `${SITE.notFoundTitle[storeView.language]} | ${SITE.name}`, description: null };
    case 'unknown':
      return { title: SITE.name, description: SITE.description[storeView.language] };
    case 'found':
      return {
        title: content.name === null ? `${SITE.name} | ${storeView.name}` : `${content.name} | ${SITE.name}`,
        description: content.description ?? SITE.description[storeView.language],
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
