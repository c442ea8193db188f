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
  | { type: 'product-carousel'; title: string; skus: string[] }
  | {
      type: 'text';
      title: string;
      body: string;
      /** A shop path to read on (e.g. the reading programme's home), with its label. */
      link?: string;
      link_label?: string;
    };

/** GET /homepage */
export interface HomepageContent {
  title: string;
  hero?: BannerContent;
  sections: HomepageSectionContent[];
  /** seed 001 §3 Banners: smaller banners beside the hero (mainBanners is the hero). */
  small_banners?: BannerContent[];
  /** seed 001 §3 Banners: banners shown among the products of listing pages. */
  product_banners?: BannerContent[];
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

/**
 * The slug of the same document in other store views, by store code (`{ "en-be": "new-picture-books" }`):
 * news and educational material are written per language, so their slugs differ between languages. Store
 * views left out have no such document. The shop's hreflang links come from it.
 */
export type ContentAlternates = Partial<Record<string, string>>;

/** GET /news/{slug} */
export interface NewsItemContent extends NewsSummaryContent {
  body: string;
  alternates?: ContentAlternates;
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

/**
 * GET /educational-material?url: the overview at the url of the educational-material segment itself
 * (`lesmateriaal`, `educational-material`), one material at `{segment}/{slug}`. The overview lists the materials.
 */
export interface EducationalMaterialSummaryContent {
  /** `{segment}/{slug}` */
  url: string;
  title: string;
  intro: string;
  image?: string;
}

export interface EducationalMaterialOverviewContent {
  url: string;
  title: string;
  /** HTML above the list. */
  body: string;
  items: EducationalMaterialSummaryContent[];
}

export interface EducationalMaterialContent extends EducationalMaterialSummaryContent {
  body: string;
  /** The books the material is written for. */
  skus?: string[];
  /** A file to download (worksheets), when the material has one. */
  download?: { label: string; url: string };
  alternates?: ContentAlternates;
}

/**
 * GET /product-listing-page: the store view's product listing pages (seed 001 §2 curated lists, the joy
 * action list, the range page), each a title, an introduction, a head image and lists of products.
 */
export type ProductListingPageKind = 'curated-lists' | 'joy-action-list' | 'range';

export interface ProductListContent {
  title: string;
  /** HTML under the title. */
  text?: string;
  /** A path of the shop with more of the same (a category). */
  link?: string;
  link_label?: string;
  /** The products, in the editors' order. */
  skus: string[];
}

export interface ProductListingPageContent {
  kind: ProductListingPageKind;
  title: string;
  /** HTML above the lists. */
  intro: string;
  head_image?: string;
  lists: ProductListContent[];
}

export interface ProductListingPagesContent {
  pages: ProductListingPageContent[];
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
  type: 'news' | 'author' | 'page' | 'educational-material';
  /** News and author slug, or the page's or the material's url. */
  slug: string;
  title: string;
  excerpt: string;
}
