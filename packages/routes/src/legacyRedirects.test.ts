import { describe, expect, it } from 'vitest';
import { legacyRedirectOf, withQueryString } from './legacyRedirects';

const sites = { muziek: 'https://muziek.example.org', clavisplus: 'https://plus.example.org/start' };

describe('legacy redirects (seed 000 §2)', () => {
  it.each([
    ['/book/de-kleine-ijsbeer-1', '/nl-be/de-kleine-ijsbeer-1.html'],
    ['/contact.html', '/nl-be/contact'],
    ['/nieuws', '/nl-be/nieuws'],
    ['/search', '/nl-be/boeken.html'],
    ['/zoeken', '/nl-be/boeken.html'],
    ['/onderwijs.html', '/nl-be/onderwijs'],
    ['/lesmateriaal.html', '/nl-be/onderwijs'],
    ['/kleurplaten.html', '/nl-be/onderwijs'],
    ['/professionals.html', '/nl-be/boekhandels-en-retail'],
    ['/activiteiten.html', '/nl-be/activiteiten'],
    ['/muziek', 'https://muziek.example.org'],
    ['/clavisplus', 'https://plus.example.org/start'],
  ])('%s -> %s', (from, to) => {
    expect(legacyRedirectOf(from, sites)).toBe(to);
  });

  it('keeps the slug of /book/{slug} as it came, percent-encoding included', () => {
    expect(legacyRedirectOf('/book/b%C3%A9b%C3%A9-9', sites)).toBe('/nl-be/b%C3%A9b%C3%A9-9.html');
  });

  it('ignores a trailing slash and letter case of the old paths', () => {
    expect(legacyRedirectOf('/nieuws/', sites)).toBe('/nl-be/nieuws');
    expect(legacyRedirectOf('/Contact.HTML', sites)).toBe('/nl-be/contact');
    expect(legacyRedirectOf('/Book/abc/', sites)).toBe('/nl-be/abc.html');
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/',
      '/book',
      '/book/',
      '/book/a/b',
      '/nieuws/een-bericht',
      '/nl-be/nieuws',
      '/zoeken.html',
      '/muziekje',
    ]) {
      expect(legacyRedirectOf(path, sites), path).toBeNull();
    }
  });
});

describe('withQueryString', () => {
  it("keeps the visitor's query string", () => {
    expect(withQueryString('/nl-be/boeken.html', '?q=ijsbeer&page=2')).toBe(
      '/nl-be/boeken.html?q=ijsbeer&page=2',
    );
    expect(withQueryString('/nl-be/boeken.html', 'q=ijsbeer')).toBe('/nl-be/boeken.html?q=ijsbeer');
  });

  it('adds to a target that has a query string of its own, before its fragment', () => {
    expect(withQueryString('https://plus.example.org/?ref=shop#top', '?utm=mail')).toBe(
      'https://plus.example.org/?ref=shop&utm=mail#top',
    );
  });

  it('changes nothing without a query string', () => {
    expect(withQueryString('/nl-be/', '')).toBe('/nl-be/');
    expect(withQueryString('/nl-be/', '?')).toBe('/nl-be/');
  });
});
