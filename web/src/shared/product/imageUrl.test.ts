import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageUrl } from './imageUrl';

describe('imageUrl', () => {
  it("asks the platform's resizer for the seed's sizes", () => {
    expect(imageUrl('/catalog/product/9789044800001.svg', IMAGE_SIZES.thumbnail)).toBe(
      '/img/310/300/resize/catalog/product/9789044800001.svg',
    );
    expect(imageUrl('/catalog/product/9789044800001.svg', IMAGE_SIZES.gallery)).toBe(
      '/img/600/744/resize/catalog/product/9789044800001.svg',
    );
    expect(imageUrl('catalog/product/x.svg', IMAGE_SIZES.cartThumbnail)).toBe(
      '/img/150/150/resize/catalog/product/x.svg',
    );
  });

  it('uses absolute URLs as they are', () => {
    expect(imageUrl('https://cdn.example.org/x.jpg', IMAGE_SIZES.thumbnail)).toBe(
      'https://cdn.example.org/x.jpg',
    );
  });
});
