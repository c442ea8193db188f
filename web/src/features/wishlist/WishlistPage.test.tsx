import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { emitSessionChange } from '@/shared/session';
import { renderInShop } from '../../../test/render';
import { wishlistKey, type WishlistItem } from './domain/wishlist';
import { useClearWishlistAtLogout } from './useWishlist';
import { WishlistPageDocument } from './WishlistPage.generated';
import { WishlistPage } from './WishlistPage';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });
const frog: WishlistItem = { sku: '9789044800100', qty: 1, name: 'Kikker is verliefd', slug: 'kikker' };
const bear: WishlistItem = { sku: '9789044800200', qty: 1, name: 'De kleine ijsbeer', slug: 'ijsbeer' };
const gone: WishlistItem = { sku: '9789044800300', qty: 1, name: 'Uitverkocht boek', slug: 'weg' };

const product = (item: WishlistItem, name: string, type = 'SIMPLE') => ({
  __typename: 'Product',
  sku: item.sku,
  name,
  slug: item.slug,
  type,
  author: 'Max Velthuijs',
  cartThumbnail: null,
  price: { __typename: 'ProductPrice', regular: money(14.99), final: money(12.99) },
  stock: { __typename: 'Stock', status: 'OK', isInStock: true },
});

const answer = (items: WishlistItem[], products: unknown[]): MockedResponse => ({
  request: { query: WishlistPageDocument, variables: { skus: items.map((item) => item.sku) } },
  result: { data: { productsBySku: products } },
});

const save = (items: WishlistItem[], store = 'nl-be' as const) =>
  localStorage.setItem(wishlistKey(store), JSON.stringify(items));
const stored = () => JSON.parse(localStorage.getItem(wishlistKey('nl-be')) ?? 'null') as unknown;

const page = (
  <WishlistPage renderAddToCart={({ sku, qty }) => <button type="button">{`cart ${sku} x${qty}`}</button>} />
);

describe('the wishlist page (seed 001 §4)', () => {
  it('says the wishlist is empty and leads to the books', async () => {
    await renderInShop(page);
    const empty = within((await screen.findByText('Je verlanglijst is leeg.')).closest('section')!);
    expect(empty.getByRole('link', { name: 'Verder winkelen' }).getAttribute('href')).toBe(
      '/nl-be/boeken.html',
    );
  });

  it("shows each product's current name, price and stock, 'add to cart', and a product that is gone", async () => {
    save([frog, bear, gone]);
    await renderInShop(page, {
      mocks: [
        answer(
          [frog, bear, gone],
          [product(frog, 'Kikker is verliefd!'), product(bear, 'De kleine ijsbeer', 'CONFIGURABLE'), null],
        ),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Kikker is verliefd!' })).toBeTruthy();
    const [frogLine, bearLine, goneLine] = screen.getAllByTestId('wishlist-line').map((line) => within(line));
    expect(frogLine!.getByTestId('price').textContent).toBe('€\u00a012,99');
    expect(frogLine!.getByTestId('stock').textContent).toBe('Op voorraad');
    expect(frogLine!.getByRole('button', { name: `cart ${frog.sku} x1` })).toBeTruthy();
    // A configurable product goes to the cart as a variant chosen on its page.
    expect(bearLine!.getByRole('link', { name: 'Kies je uitvoering' }).getAttribute('href')).toBe(
      '/nl-be/p/9789044800200/ijsbeer',
    );
    expect(goneLine!.getByText('Niet meer beschikbaar')).toBeTruthy();
    expect(goneLine!.queryByRole('link')).toBeNull();
    expect(goneLine!.getByRole('button', { name: 'Uitverkocht boek verwijderen' })).toBeTruthy();
  });

  it('removes by sku and clears all after asking, saving the wishlist each time', async () => {
    save([frog, bear]);
    await renderInShop(page, {
      mocks: [
        answer([frog, bear], [product(frog, frog.name), product(bear, bear.name)]),
        answer([bear], [product(bear, bear.name)]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kikker is verliefd verwijderen' }));
    expect(stored()).toEqual([bear]);
    expect(screen.getAllByTestId('wishlist-line')).toHaveLength(1);
    expect(await screen.findByText('Kikker is verliefd is van je verlanglijst verwijderd.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Alles verwijderen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verlanglijst leegmaken?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Alles verwijderen' }));
    expect(stored()).toEqual([]);
    expect(await screen.findByText('Je verlanglijst is leeg.')).toBeTruthy();
  });

  it('says when prices and stock could not be loaded, offers a retry, and still lists the products', async () => {
    save([frog]);
    await renderInShop(page, {
      mocks: [
        {
          request: { query: WishlistPageDocument, variables: { skus: [frog.sku] } },
          error: new Error('down'),
        },
        answer([frog], [product(frog, frog.name)]),
      ],
    });
    const message = 'De prijzen en de voorraad van je verlanglijst konden niet worden geladen.';
    const alert = (await screen.findByText(message)).closest('[role="alert"]') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Kikker is verliefd' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByTestId('price')).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('is emptied at logout (seed 000 §4) in every store view, and kept at login', async () => {
    save([frog]);
    save([bear], 'en-be' as 'nl-be');
    function Shop() {
      useClearWishlistAtLogout();
      return page;
    }
    await renderInShop(<Shop />, { mocks: [answer([frog], [product(frog, frog.name)])] });
    expect(await screen.findByRole('link', { name: 'Kikker is verliefd' })).toBeTruthy();
    act(() => emitSessionChange('login'));
    expect(stored()).toEqual([frog]);
    act(() => emitSessionChange('logout'));
    await waitFor(() => expect(screen.getByText('Je verlanglijst is leeg.')).toBeTruthy());
    expect(stored()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(wishlistKey('en-be')) ?? 'null')).toEqual([]);
  });
});
