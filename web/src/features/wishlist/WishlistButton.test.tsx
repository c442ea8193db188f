import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { wishlistKey } from './domain/wishlist';
import { WishlistButton } from './WishlistButton';
import { WishlistLink } from './WishlistLink';

const frog = { sku: '9789044800100', name: 'Frog in love', slug: 'frog-in-love' };
const stored = (store: 'nl-be' | 'en-be') => JSON.parse(localStorage.getItem(wishlistKey(store)) ?? 'null');

describe('the wishlist heart (seed 001 §4)', () => {
  it('is a toggle named after the product that saves it with qty 1, and takes it off again', async () => {
    await renderInShop(
      <>
        <WishlistButton product={frog} iconOnly />
        <WishlistLink />
      </>,
      { store: 'en-be' },
    );
    const heart = screen.getByRole('button', { name: 'Save Frog in love to your wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(stored('en-be')).toEqual([{ ...frog, qty: 1 }]);
    expect(screen.getByRole('link', { name: 'Wishlist 1' }).getAttribute('href')).toBe('/en-be/wishlist');

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(stored('en-be')).toEqual([]);
    expect(screen.getByTestId('wishlist-count').textContent).toBe('0');
  });

  it("shows the word beside the heart on the product page, and every store view's list is its own", async () => {
    localStorage.setItem(wishlistKey('en-be'), JSON.stringify([{ ...frog, qty: 1 }]));
    await renderInShop(<WishlistButton product={frog} />);
    const heart = screen.getByRole('button', { name: 'Bewaar Frog in love op je verlanglijst' });
    expect(heart.textContent).toBe('Verlanglijst');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });
});
