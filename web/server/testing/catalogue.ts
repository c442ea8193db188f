import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@shop/store-views';
import type { FakeCatalogue, FakeCategory, FakeCmsPage, FakeProduct } from './fakeGateway';

/**
 * The catalogue of the web server's tests, shaped like the demo data (url_path `{slug}.html` at the root,
 * slug `{name}-{id}`, names and url paths per language: Dutch for nl-be and nl-nl, English for en-be and
 * en-rw).
 */
export const POLAR_BEAR_SKU = '9789044800001';
/** In the Dutch store views only, with a name that needs escaping everywhere it is written. */
export const FROG_SKU = '9789044800002';
export const CONFIGURABLE_SKU = 'CFG-1';
/** A hidden child the catalogue answers with its configurable parent (seed 000 §4). */
export const CHILD_SKU = 'CFG-1-RED';
export const PICTURE_BOOKS_ID = 12;

export const FROG_NAME = `Kikker & "Pad" <script>alert('x')</script> $& $1`;

function everyStore<T>(nl: T, en: T): Record<StoreCode, T> {
  return Object.fromEntries(
    STORE_CODES.map((code) => [code, STORE_VIEWS[code].language === 'nl' ? nl : en]),
  ) as Record<StoreCode, T>;
}

const polarBear = everyStore<FakeProduct>(
  {
    sku: POLAR_BEAR_SKU,
    name: 'De kleine ijsbeer',
    slug: 'de-kleine-ijsbeer-1',
    urlPath: 'de-kleine-ijsbeer-1.html',
    description: '<p>Lars, de kleine ijsbeer, &amp; zijn <b>vrienden</b>.</p>',
  },
  {
    sku: POLAR_BEAR_SKU,
    name: 'The Little Polar Bear',
    slug: 'the-little-polar-bear-1',
    urlPath: 'the-little-polar-bear-1.html',
    description: '<p>Lars, the little polar bear, &amp; his <b>friends</b>.</p>',
  },
);

const frog: FakeProduct = {
  sku: FROG_SKU,
  name: FROG_NAME,
  slug: 'kikker-en-pad-2',
  urlPath: 'kikker-en-pad-2.html',
  description: '<p>"Vriendschap" <script>steal()</script>& moed</p>',
};

const configurable = everyStore<FakeProduct>(
  {
    sku: CONFIGURABLE_SKU,
    name: 'Knuffel Kikker',
    slug: 'knuffel-kikker-3',
    urlPath: 'knuffel-kikker-3.html',
    description: null,
  },
  {
    sku: CONFIGURABLE_SKU,
    name: 'Cuddly Frog',
    slug: 'cuddly-frog-3',
    urlPath: 'cuddly-frog-3.html',
    description: null,
  },
);

const pictureBooks = everyStore<FakeCategory>(
  { id: PICTURE_BOOKS_ID, name: 'Prentenboeken', urlPath: 'boeken/prentenboeken' },
  { id: PICTURE_BOOKS_ID, name: 'Picture books', urlPath: 'books/picture-books' },
);

/** A CMS page of the catalogue index (seed 000 §2: CMS pages use a slug from the identifier). */
const contact = everyStore<FakeCmsPage>(
  {
    id: 5,
    identifier: 'contact',
    title: 'Contact',
    metaDescription: 'Zo bereik je uitgeverij Clavis.',
    content: '<p>Bel of mail ons.</p>',
  },
  {
    id: 5,
    identifier: 'contact-us',
    title: 'Contact us',
    metaDescription: '',
    content: '<h1>Contact us</h1><p>Call or write to us.</p>',
  },
);

export const TEST_CATALOGUE: FakeCatalogue = {
  products: Object.fromEntries(
    STORE_CODES.map((code) => [
      code,
      [polarBear[code], configurable[code], ...(STORE_VIEWS[code].language === 'nl' ? [frog] : [])],
    ]),
  ),
  categories: Object.fromEntries(STORE_CODES.map((code) => [code, [pictureBooks[code]]])),
  cmsPages: Object.fromEntries(STORE_CODES.map((code) => [code, [contact[code]]])),
  parentOf: { [CHILD_SKU]: CONFIGURABLE_SKU },
};
