import { STORE_VIEWS } from '@shop/store-views';
import { describe, expect, it } from 'vitest';
import { editorialPageAddressOf, editorialPagePath } from './editorialPage';

describe('editorial page addresses (seed 000 §2 /e/{slug})', () => {
  const request = STORE_VIEWS['en-be'];

  it('reads the slug of /{store}/e/{slug} in the path’s store view', () => {
    expect(editorialPageAddressOf('/nl-nl/e/zomerlezen?utm=x', request)).toEqual({
      storeView: STORE_VIEWS['nl-nl'],
      url: 'zomerlezen',
    });
  });

  it('reads /{store}/{slug}, where the legacy redirects lead, and a path without prefix in the request’s store', () => {
    expect(editorialPageAddressOf('/nl-be/boekhandels-en-retail', request)?.url).toBe(
      'boekhandels-en-retail',
    );
    expect(editorialPageAddressOf('/activities', request)).toEqual({ storeView: request, url: 'activities' });
  });

  it('has no address for the home page, products, categories and legacy paths', () => {
    for (const path of ['/nl-be', '/nl-be/p/SKU/slug', '/en-be/c/picture-books', '/activiteiten.html']) {
      expect(editorialPageAddressOf(path, request), path).toBeNull();
    }
  });

  it('gives the canonical path /{store}/e/{url}', () => {
    expect(editorialPagePath(STORE_VIEWS['en-rw'], { url: '/reading-aloud-tips/' })).toBe(
      '/en-rw/e/reading-aloud-tips',
    );
  });
});
