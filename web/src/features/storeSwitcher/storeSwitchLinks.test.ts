import { describe, expect, it } from 'vitest';
import { storeSwitchLinks } from './storeSwitchLinks';

const hrefs = (pathname: string) =>
  Object.fromEntries(storeSwitchLinks(pathname, 'nl-be').map((l) => [l.storeView.code, l.href]));

describe('storeSwitchLinks', () => {
  it('offers the four store views, marking the current one', () => {
    const links = storeSwitchLinks('/nl-be/', 'nl-be');
    expect(links.map((l) => l.storeView.code)).toEqual(['nl-be', 'nl-nl', 'en-be', 'en-rw']);
    expect(links.filter((l) => l.current).map((l) => l.storeView.code)).toEqual(['nl-be']);
  });

  it('keeps a product path, since skus are the same in every store view', () => {
    expect(hrefs('/nl-be/p/9789044800001/de-kleine-ijsbeer')).toEqual({
      'nl-be': '/nl-be/p/9789044800001/de-kleine-ijsbeer',
      'nl-nl': '/nl-nl/p/9789044800001/de-kleine-ijsbeer',
      'en-be': '/en-be/p/9789044800001/de-kleine-ijsbeer',
      'en-rw': '/en-rw/p/9789044800001/de-kleine-ijsbeer',
    });
  });

  it('sends category pages to the home of the other store view, whose slugs differ', () => {
    expect(hrefs('/nl-be/c/boeken/prentenboeken')['en-be']).toBe('/en-be/');
  });

  it("follows the URL resolver's alternates, whose category slugs differ per language", () => {
    const links = storeSwitchLinks('/nl-be/c/prentenboeken', 'nl-be', [
      { storeCode: 'en-be', path: '/en-be/c/picture-books' },
      { storeCode: 'nl-nl', path: '/nl-nl/c/prentenboeken' },
    ]);
    const href = Object.fromEntries(links.map((l) => [l.storeView.code, l.href]));
    expect(href).toEqual({
      'nl-be': '/nl-be/c/prentenboeken',
      'nl-nl': '/nl-nl/c/prentenboeken',
      'en-be': '/en-be/c/picture-books',
      'en-rw': '/en-rw/',
    });
  });

  it('sends other pages to the home of the other store view', () => {
    expect(hrefs('/nl-be/')['en-rw']).toBe('/en-rw/');
    expect(hrefs('/nl-be/onbekend')['nl-nl']).toBe('/nl-nl/');
  });
});
