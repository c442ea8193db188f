import { describe, expect, it } from 'vitest';
import {
  addToWishlist,
  clearWishlist,
  isInWishlist,
  loadWishlist,
  removeFromWishlist,
  wishlistKey,
  WISHLIST_QTY_ON_ADD,
  type WishlistItem,
} from './wishlist';

const frog = { sku: '9789044800100', name: 'Kikker is verliefd', slug: 'kikker-is-verliefd' };
const bear = { sku: '9789044800200', name: 'De kleine ijsbeer', slug: 'de-kleine-ijsbeer' };
const frogItem: WishlistItem = { ...frog, qty: 1 };
const bearItem: WishlistItem = { ...bear, qty: 1 };

describe('the wishlist (seed 001 §3, §4)', () => {
  it('adds a product with qty 1 (seed 001 §9 wishlist quantity on add is 1), after the ones there', () => {
    expect(WISHLIST_QTY_ON_ADD).toBe(1);
    expect(addToWishlist([], frog)).toEqual([frogItem]);
    expect(addToWishlist([frogItem], bear)).toEqual([frogItem, bearItem]);
  });

  it('ignores an add when the sku is already present, whatever the product fields say', () => {
    const wishlist = [{ ...frogItem, qty: 2 }];
    expect(addToWishlist(wishlist, { ...frog, name: 'Frog in love' })).toEqual(wishlist);
  });

  it('keeps only the item fields of what is added', () => {
    const product = { ...frog, price: 14.99, author: 'Max Velthuijs' };
    expect(addToWishlist([], product)).toEqual([frogItem]);
  });

  it('removes by sku, and an unknown sku changes nothing', () => {
    expect(removeFromWishlist([frogItem, bearItem], frog.sku)).toEqual([bearItem]);
    expect(removeFromWishlist([frogItem], 'NOPE')).toEqual([frogItem]);
  });

  it('clears all', () => {
    expect(clearWishlist()).toEqual([]);
  });

  it('says whether a sku is in it', () => {
    expect(isInWishlist([frogItem], frog.sku)).toBe(true);
    expect(isInWishlist([frogItem], bear.sku)).toBe(false);
  });

  it('never changes the wishlist it is given', () => {
    const wishlist = Object.freeze([frogItem]) as readonly WishlistItem[];
    addToWishlist(wishlist, bear);
    removeFromWishlist(wishlist, frog.sku);
    expect(wishlist).toEqual([frogItem]);
  });

  describe('load from local storage', () => {
    it('reads back what was saved', () => {
      const saved = JSON.parse(JSON.stringify([frogItem, { ...bearItem, qty: 3 }])) as unknown;
      expect(loadWishlist(saved)).toEqual([frogItem, { ...bearItem, qty: 3 }]);
    });

    it('leaves out what is malformed, keeps a sku once and the qty of an add when it is broken', () => {
      expect(
        loadWishlist([
          null,
          'frog',
          { sku: 42, name: 'x', slug: 'x' },
          { ...frog, qty: 0 },
          { ...frog, qty: 5 },
          { ...bear, qty: 'two', price: 9.99 },
        ]),
      ).toEqual([frogItem, bearItem]);
    });

    it('is empty for anything but a list', () => {
      for (const stored of [null, undefined, {}, 'wishlist', 3]) expect(loadWishlist(stored)).toEqual([]);
    });
  });

  it('is kept per store view', () => {
    expect(wishlistKey('nl-be')).toBe('shop/nl-be/wishlist');
    expect(wishlistKey('en-rw')).not.toBe(wishlistKey('nl-be'));
  });
});
