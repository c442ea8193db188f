import type { MediaGalleryEntry } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, coverImage, galleryImages, sizedImage, thumbnailImage } from './productImage';

const entry = (image: string, pos: number, lab: string | null = null): MediaGalleryEntry => ({
  image,
  pos,
  typ: 'image',
  lab,
});

const kikker = {
  name: 'Kikker',
  image: '/k/i/kikker.jpg',
  thumbnail: '/k/i/kikker.jpg',
  media_gallery: [entry('/k/i/kikker.jpg', 1, 'Kikker op de voorkant')],
};

describe('cover image (seed 000 §3)', () => {
  it("'no_selection' or no value means no image", () => {
    expect(coverImage({ image: 'no_selection', name: 'Kikker', media_gallery: [] })).toBeNull();
    expect(coverImage({ image: '', name: 'Kikker', media_gallery: [] })).toBeNull();
  });

  it('takes the label of the gallery entry, else the product name; its size is unknown', () => {
    expect(coverImage(kikker)).toEqual({
      url: '/k/i/kikker.jpg',
      label: 'Kikker op de voorkant',
      width: null,
      height: null,
    });
    expect(coverImage({ ...kikker, image: '/k/i/ander.jpg' })).toEqual({
      url: '/k/i/ander.jpg',
      label: 'Kikker',
      width: null,
      height: null,
    });
  });
});

// The resizer's address rule itself is @shop/routes' (imageUrl.test.ts).
describe('image sizes (seed 000 §9)', () => {
  it('gives the thumbnail at 310x300 from the thumbnail attribute, else the cover', () => {
    expect(thumbnailImage(kikker)).toEqual({
      url: '/img/310/300/resize/k/i/kikker.jpg',
      label: 'Kikker op de voorkant',
      width: 310,
      height: 300,
    });
    expect(thumbnailImage({ ...kikker, thumbnail: 'no_selection' })?.url).toBe(
      '/img/310/300/resize/k/i/kikker.jpg',
    );
    expect(thumbnailImage({ ...kikker, image: 'no_selection', thumbnail: 'no_selection' })).toBeNull();
    expect(thumbnailImage(kikker, IMAGE_SIZES.cartThumbnail)).toMatchObject({
      url: '/img/150/150/resize/k/i/kikker.jpg',
      width: 150,
      height: 150,
    });
  });

  it("has no sized image for 'no_selection'", () => {
    expect(sizedImage(kikker, 'no_selection', IMAGE_SIZES.gallery)).toBeNull();
  });
});

describe('gallery (seed 000 §9: 600x744)', () => {
  it('lists the gallery images in position order, each once, without videos', () => {
    const product = {
      ...kikker,
      media_gallery: [
        entry('/k/i/achterkant.jpg', 2, 'Achterkant'),
        entry('/k/i/kikker.jpg', 1, 'Voorkant'),
        { ...entry('/k/i/film.mp4', 3), typ: 'video' as const },
        entry('/k/i/kikker.jpg', 4),
      ],
    };
    expect(galleryImages(product)).toEqual([
      { url: '/img/600/744/resize/k/i/kikker.jpg', label: 'Voorkant', width: 600, height: 744 },
      { url: '/img/600/744/resize/k/i/achterkant.jpg', label: 'Achterkant', width: 600, height: 744 },
    ]);
  });

  it('is the cover alone when the gallery is empty, and empty without any image', () => {
    expect(galleryImages({ ...kikker, media_gallery: [] })).toEqual([
      { url: '/img/600/744/resize/k/i/kikker.jpg', label: 'Kikker', width: 600, height: 744 },
    ]);
    expect(galleryImages({ ...kikker, image: 'no_selection', media_gallery: [] })).toEqual([]);
  });
});
