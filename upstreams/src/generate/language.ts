import type { ContentAlternates } from '@shop/contracts';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@shop/store-views';

/** The two languages of the store views: Dutch for nl-be and nl-nl, English for en-be and en-rw. */
export type Lang = 'nl' | 'en';
export const LANGS: readonly Lang[] = ['nl', 'en'];

export type Localized = Readonly<Record<Lang, string>>;

export const langOfStore = (code: StoreCode): Lang => STORE_VIEWS[code].language;

/**
 * A content document's slug in every store view (ContentAlternates): both store views of a language show
 * the same document under the same slug, so the slug of each language is all it takes.
 */
export function alternatesOf(slugs: Localized): ContentAlternates {
  return Object.fromEntries(STORE_CODES.map((code) => [code, slugs[langOfStore(code)]]));
}
