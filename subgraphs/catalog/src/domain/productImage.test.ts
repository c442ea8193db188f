import { describe, expect, it } from 'vitest';
import { coverImage } from './productImage';

describe('cover image (seed 000 §3)', () => {
  it("'no_selection' or no value means no image", () => {
    expect(coverImage({ image: 'no_selection', name: 'Kikker', media_gallery: [] })).toBeNull();
    expect(coverImage({ image: '', name: 'Kikker', media_gallery: [] })).toBeNull();
  });

  it('takes the label of the gallery entry, else the product name', () => {
    const gallery = [
      { image: '/k/i/kikker.jpg', pos: 1, typ: 'image' as const, lab: 'Kikker op de voorkant' },
    ];
    expect(coverImage({ image: '/k/i/kikker.jpg', name: 'Kikker', media_gallery: gallery })).toEqual({
      url: '/k/i/kikker.jpg',
      label: 'Kikker op de voorkant',
    });
    expect(coverImage({ image: '/k/i/ander.jpg', name: 'Kikker', media_gallery: gallery })).toEqual({
      url: '/k/i/ander.jpg',
      label: 'Kikker',
    });
  });
});
