import { describe, expect, it } from 'vitest';
import { hasImage, IMAGE_SIZES, productImageUrl, resizedImageUrl } from './imageUrl';

describe('image addresses', () => {
  it("asks the platform's resizer for the seed's sizes", () => {
    expect(resizedImageUrl('/catalog/product/9789044800001.svg', IMAGE_SIZES.thumbnail)).toBe(
      '/img/310/300/resize/catalog/product/9789044800001.svg',
    );
    expect(resizedImageUrl('/catalog/product/9789044800001.svg', IMAGE_SIZES.gallery)).toBe(
      '/img/600/744/resize/catalog/product/9789044800001.svg',
    );
    expect(resizedImageUrl('catalog/product/x.svg', IMAGE_SIZES.cartThumbnail)).toBe(
      '/img/150/150/resize/catalog/product/x.svg',
    );
  });

  it('uses absolute URLs as they are', () => {
    expect(resizedImageUrl('https://cdn.example.org/x.jpg', IMAGE_SIZES.thumbnail)).toBe(
      'https://cdn.example.org/x.jpg',
    );
  });

  it("has no address for a product without a picture: 'no_selection', empty or missing (seed 000 §3)", () => {
    for (const none of ['no_selection', ' no_selection ', '', '   ', null, undefined]) {
      expect(hasImage(none), String(none)).toBe(false);
      expect(productImageUrl(none, IMAGE_SIZES.thumbnail), String(none)).toBeNull();
    }
    expect(productImageUrl('/catalog/product/9789044800001.svg', IMAGE_SIZES.thumbnail)).toBe(
      '/img/310/300/resize/catalog/product/9789044800001.svg',
    );
  });
});
