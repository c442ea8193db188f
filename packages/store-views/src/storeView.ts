/**
 * The shop's store views (seed 000 §1, §3, §9). Everything that varies per store view is read from
 * here: the `Store` header, URL prefixes, catalogue index names, currency, locale and tax country.
 */
export const STORE_CODES = ['nl-be', 'nl-nl', 'en-be', 'en-rw'] as const;
export type StoreCode = (typeof STORE_CODES)[number];

/** seed 000 §1: nl-be is the default and the fallback store view. */
export const DEFAULT_STORE_CODE: StoreCode = 'nl-be';

export interface StoreView {
  code: StoreCode;
  /** seed 000 §3: storeId values 1, 2, 1, 4 in the order of the four stores. */
  storeId: number;
  name: string;
  /** BCP 47 locale used for prices, dates and the Lingui catalogue. */
  locale: 'nl-BE' | 'nl-NL' | 'en-BE' | 'en-RW';
  language: 'nl' | 'en';
  /** seed 000 §9: EUR for nl-be, nl-nl and en-be; USD for en-rw. */
  currency: 'EUR' | 'USD';
  /** seed 000 §9: default tax country BE or NL per store. */
  taxCountry: string;
  /** seed 001 §7: catalogue index name is the store code with dashes turned into underscores. */
  index: string;
  /**
   * The IANA time zone of the store's country: every date and time a person reads (an order placed at 05:15
   * in Belgium) is shown in it, the same in the server's render and in the browser, wherever either runs.
   */
  timeZone: 'Europe/Brussels' | 'Europe/Amsterdam' | 'Africa/Kigali';
}

export const STORE_VIEWS: Readonly<Record<StoreCode, StoreView>> = {
  'nl-be': {
    code: 'nl-be',
    storeId: 1,
    name: 'Nederlands (België)',
    locale: 'nl-BE',
    language: 'nl',
    currency: 'EUR',
    taxCountry: 'BE',
    index: indexNameOf('nl-be'),
    timeZone: 'Europe/Brussels',
  },
  'nl-nl': {
    code: 'nl-nl',
    storeId: 2,
    name: 'Nederlands (Nederland)',
    locale: 'nl-NL',
    language: 'nl',
    currency: 'EUR',
    taxCountry: 'NL',
    index: indexNameOf('nl-nl'),
    timeZone: 'Europe/Amsterdam',
  },
  'en-be': {
    code: 'en-be',
    storeId: 1,
    name: 'English (Belgium)',
    locale: 'en-BE',
    language: 'en',
    currency: 'EUR',
    taxCountry: 'BE',
    index: indexNameOf('en-be'),
    timeZone: 'Europe/Brussels',
  },
  'en-rw': {
    code: 'en-rw',
    storeId: 4,
    name: 'English (Rwanda)',
    locale: 'en-RW',
    language: 'en',
    currency: 'USD',
    taxCountry: 'BE',
    index: indexNameOf('en-rw'),
    timeZone: 'Africa/Kigali',
  },
};

/** seed 001 §7: the catalogue index name is derived from the store code, dashes turned into underscores. */
export function indexNameOf(code: string): string {
  return code.replace(/-/g, '_');
}

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value);
}

/** The store view for a `Store` header or URL prefix; unknown or missing values fall back to nl-be (seed 000 §1). */
export function resolveStoreView(code: string | null | undefined): StoreView {
  const normalized = code?.trim().toLowerCase();
  return STORE_VIEWS[isStoreCode(normalized) ? normalized : DEFAULT_STORE_CODE];
}
