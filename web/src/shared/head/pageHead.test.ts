import { describe, expect, it } from 'vitest';
import type { StoreCode } from '@shop/store-views';
import { absoluteUrl, pageHeadOf, type PageContent, type SiteWords } from './pageHead';

const DUTCH: SiteWords = {
  notFoundTitle: 'Pagina niet gevonden',
  errorTitle: 'Er is iets misgegaan',
  description: 'Kinderboeken en jeugdboeken van uitgeverij Clavis.',
};
const ENGLISH: SiteWords = {
  notFoundTitle: 'Page not found',
  errorTitle: 'Something went wrong',
  description: "Children's and young adult books from publisher Clavis.",
};

/** The head as the server writes it, with the shop's words in the store view's language. */
const headOf = (store: StoreCode, content: PageContent) =>
  pageHeadOf(store, content, PUBLIC_URL, store.startsWith('en') ? ENGLISH : DUTCH);

const PUBLIC_URL = 'https://shop.example.org';
const productPaths = {
  'nl-be': '/nl-be/p/9789044800001/de-kleine-ijsbeer-1',
  'nl-nl': '/nl-nl/p/9789044800001/de-kleine-ijsbeer-1',
  'en-be': '/en-be/p/9789044800001/the-little-polar-bear-1',
  'en-rw': '/en-rw/p/9789044800001/the-little-polar-bear-1',
};

describe('pageHeadOf', () => {
  it('links the same page in the four store views by locale, and nl-be as x-default', () => {
    const head = headOf('en-be', {
      kind: 'found',
      name: 'The Little Polar Bear',
      description: 'Lars & friends.',
      paths: productPaths,
    });
    expect(head).toEqual({
      lang: 'en-BE',
      title: 'The Little Polar Bear | Clavis',
      description: 'Lars & friends.',
      canonical: 'https://shop.example.org/en-be/p/9789044800001/the-little-polar-bear-1',
      alternates: [
        { hreflang: 'nl-BE', href: 'https://shop.example.org/nl-be/p/9789044800001/de-kleine-ijsbeer-1' },
        { hreflang: 'nl-NL', href: 'https://shop.example.org/nl-nl/p/9789044800001/de-kleine-ijsbeer-1' },
        { hreflang: 'en-BE', href: 'https://shop.example.org/en-be/p/9789044800001/the-little-polar-bear-1' },
        { hreflang: 'en-RW', href: 'https://shop.example.org/en-rw/p/9789044800001/the-little-polar-bear-1' },
        { hreflang: 'x-default', href: 'https://shop.example.org/nl-be/p/9789044800001/de-kleine-ijsbeer-1' },
      ],
      noindex: false,
    });
  });

  it('links only the store views where the page exists; no x-default without nl-be', () => {
    const head = headOf('en-rw', {
      kind: 'found',
      name: 'X',
      description: null,
      paths: { 'en-rw': '/en-rw/x', 'en-be': '/en-be/x' },
    });
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['en-BE', 'en-RW']);
  });

  it("names home and static pages after the store view, with the site's description in its language", () => {
    const head = headOf('nl-nl', {
      kind: 'found',
      name: null,
      description: null,
      paths: { 'nl-nl': '/nl-nl/' },
    });
    expect(head.title).toBe('Clavis | Nederlands (Nederland)');
    expect(head.description).toBe(DUTCH.description);
    expect(headOf('en-rw', { kind: 'found', name: null, description: null, paths: {} }).description).toBe(
      ENGLISH.description,
    );
  });

  it('gives a not-found page the title of the client, no links, and keeps it out of search results', () => {
    expect(headOf('en-be', { kind: 'not-found' })).toEqual({
      lang: 'en-BE',
      title: 'Page not found | Clavis',
      description: null,
      canonical: null,
      alternates: [],
      noindex: true,
    });
    expect(headOf('nl-be', { kind: 'not-found' }).title).toBe('Pagina niet gevonden | Clavis');
  });

  it('claims nothing for a page the catalogue could not be asked about', () => {
    expect(headOf('nl-be', { kind: 'unknown' })).toEqual({
      lang: 'nl-BE',
      title: 'Clavis',
      description: DUTCH.description,
      canonical: null,
      alternates: [],
      noindex: false,
    });
  });
});

describe('absoluteUrl', () => {
  it('puts the path under the public URL, its own path included', () => {
    expect(absoluteUrl('https://shop.example.org/', '/nl-be/')).toBe('https://shop.example.org/nl-be/');
    expect(absoluteUrl('https://example.org/shop', '/nl-be/c/boeken')).toBe(
      'https://example.org/shop/nl-be/c/boeken',
    );
  });

  it('percent-encodes what may not stand in a URL, so no value breaks out of an attribute', () => {
    expect(absoluteUrl('https://shop.example.org', '/nl-be/p/1/a"b <c>')).toBe(
      'https://shop.example.org/nl-be/p/1/a%22b%20%3Cc%3E',
    );
    expect(absoluteUrl('https://shop.example.org', '//evil.example/x')).toBe(
      'https://shop.example.org//evil.example/x',
    );
  });
});
