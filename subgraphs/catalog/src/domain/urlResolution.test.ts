import { describe, expect, it } from 'vitest';
import { categoryPath, categoryUrlPathsOf, cmsPagePath, productPath } from './urlResolution';

describe('catalogue paths (seed 000 §2 routes)', () => {
  it('finds categories by url path with and without .html', () => {
    expect(categoryUrlPathsOf('boeken.html')).toEqual(['boeken.html', 'boeken']);
    expect(categoryUrlPathsOf('prentenboeken')).toEqual(['prentenboeken']);
  });

  it('builds the canonical paths of products, categories and CMS pages', () => {
    expect(productPath('nl-be', { sku: 'KIK-001', slug: 'kikker-is-verliefd' })).toBe(
      '/nl-be/p/KIK-001/kikker-is-verliefd',
    );
    expect(productPath('en-be', { sku: 'SHIRT', slug: 'frog-t-shirt' }, 'SHIRT-RED-S')).toBe(
      '/en-be/p/SHIRT/frog-t-shirt/SHIRT-RED-S',
    );
    expect(productPath('nl-be', { sku: 'A/B', slug: 'x' })).toBe('/nl-be/p/A%2FB/x');
    expect(categoryPath('en-be', { url_path: 'picture-books/board-books' })).toBe(
      '/en-be/c/picture-books/board-books',
    );
    expect(cmsPagePath('en-be', { identifier: 'about-us' })).toBe('/en-be/about-us');
  });
});
