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
  | { type: 'text'; title: string; body: string };

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
