import { STORE_VIEWS, type StoreCode } from '@shop/store-views';

/** The two languages of the store views: Dutch for nl-be and nl-nl, English for en-be and en-rw. */
export type Lang = 'nl' | 'en';
export const LANGS: readonly Lang[] = ['nl', 'en'];

export type Localized = Readonly<Record<Lang, string>>;

export const langOfStore = (code: StoreCode): Lang => STORE_VIEWS[code].language;
