/**
 * The content service (seed 001 §7): GET with `lang` set to the store code; answers
 * `{ code, result: { content } }` where `content` is a JSON string of one of these shapes.
 */

export interface BannerContent {
  title: string;
  text?: string;
  image?: string;
  link?: string;
  link_label?: string;
}

export type HomepageSectionContent =
  { type: 'product-carousel'; title: string; skus: string[] } | { type: 'text'; title: string; body: string };

/** GET /homepage */
export interface HomepageContent {
  title: string;
  hero?: BannerContent;
  sections: HomepageSectionContent[];
}

export interface NavigationItemContent {
  label: string;
  /** Path of the shop with the store view prefix, e.g. /nl-be/c/prentenboeken */
  path: string;
  children?: NavigationItemContent[];
}

/** GET /primary-navigation */
export interface PrimaryNavigationContent {
  items: NavigationItemContent[];
}

/** The `result` of every content service answer. */
export interface ContentResult {
  /** A JSON string (seed 001 §7). */
  content: string;
}

/** GET /news?amount&offset: newest first; a page shorter than `amount` is the last one (seed 001 §4). */
export interface NewsSummaryContent {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  intro: string;
  image: string;
}
export type NewsListContent = NewsSummaryContent[];

/** GET /news/{slug} */
export interface NewsItemContent extends NewsSummaryContent {
  body: string;
}

/**
 * The keys of the shop's single pages (seed 001 §7 /single-page?page): seed 000 §2's static page views
 * terms-and-conditions and privacy, and the shipping and returns pages of seed 001 §1.
 */
export const SINGLE_PAGES = ['terms-and-conditions', 'privacy', 'shipping', 'returns'] as const;
export type SinglePageKey = (typeof SINGLE_PAGES)[number];

/** GET /single-page?page, /editorial?url and /educational-material?url */
export interface PageContent {
  url: string;
  title: string;
  body: string;
}

/** GET /promo-discount-notification (seed 001 §3 Promo notification). */
export interface PromoNotificationContent {
  content: string;
  last_updated: string;
}

/**
 * The authors service (seed 001 §7): GET /list?lang answers `{ code, result: AuthorResult[] }` and
 * GET /single/{slug}?lang `{ code, result: AuthorResult }`; a code of 400 or more means not found.
 */
export interface AuthorResult {
  slug: string;
  name: string;
  role: 'author' | 'illustrator' | 'author-illustrator';
  bio: string;
  image: string;
  /** The books of this author or illustrator. */
  skus: string[];
}

/** The content search service (seed 001 §7): GET /search?lang&term answers `{ code, result: ContentSearchHit[] }`. */
export interface ContentSearchHit {
  type: 'news' | 'author' | 'page';
  /** News and author slug, or the page's url. */
  slug: string;
  title: string;
  excerpt: string;
}
