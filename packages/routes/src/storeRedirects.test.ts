import { describe, expect, it } from 'vitest';
import { COUNTRY_STORES, storeRedirectOf } from './storeRedirects';

describe('store view redirects (seed 000 §1, §2)', () => {
  it('sends / to the home of the default store view nl-be, temporarily', () => {
    expect(storeRedirectOf('/')).toEqual({ status: 302, location: '/nl-be/' });
  });

  it('maps the country to its store: be to nl-be, nl to nl-nl, rw to en-rw', () => {
    expect(COUNTRY_STORES).toEqual({ be: 'nl-be', nl: 'nl-nl', rw: 'en-rw' });
    expect(storeRedirectOf('/be/c/boeken')).toEqual({ status: 301, location: '/nl-be/c/boeken' });
    expect(storeRedirectOf('/nl/checkout')).toEqual({ status: 301, location: '/nl-nl/checkout' });
    expect(storeRedirectOf('/RW/klaslezen')).toEqual({ status: 301, location: '/en-rw/klaslezen' });
    expect(storeRedirectOf('/nl')).toEqual({ status: 301, location: '/nl-nl/' });
    expect(storeRedirectOf('/rw/')).toEqual({ status: 301, location: '/en-rw/' });
  });

  it('answers the home alias /pwa.html with the home of its store view', () => {
    expect(storeRedirectOf('/pwa.html')).toEqual({ status: 301, location: '/nl-be/' });
    expect(storeRedirectOf('/en-be/pwa.html')).toEqual({ status: 301, location: '/en-be/' });
  });

  it('puts the default store in front of a path without a store prefix', () => {
    expect(storeRedirectOf('/checkout')).toEqual({ status: 301, location: '/nl-be/checkout' });
    expect(storeRedirectOf('/c/boeken')).toEqual({ status: 301, location: '/nl-be/c/boeken' });
    expect(storeRedirectOf('/p/9789044800001/de-kleine-ijsbeer-1')).toEqual({
      status: 301,
      location: '/nl-be/p/9789044800001/de-kleine-ijsbeer-1',
    });
  });

  it('replaces an unknown store prefix with nl-be and writes a known one in lower case, like the client', () => {
    expect(storeRedirectOf('/fr-fr/c/livres')).toEqual({ status: 301, location: '/nl-be/c/livres' });
    expect(storeRedirectOf('/EN-BE/c/books')).toEqual({ status: 301, location: '/en-be/c/books' });
    expect(storeRedirectOf('/fr-fr')).toEqual({ status: 301, location: '/nl-be' });
  });

  it('leaves paths of the four store views alone', () => {
    for (const path of [
      '/nl-be/',
      '/nl-nl',
      '/en-be/c/books',
      '/en-rw/klaslezen',
      '/en-rw/p/1/x',
      '/nl-be/pwa.html/x',
    ]) {
      expect(storeRedirectOf(path), path).toBeNull();
    }
  });
});
