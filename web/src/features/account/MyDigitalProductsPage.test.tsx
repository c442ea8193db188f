import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { SessionDocument } from '@/shared/session';
import { MyDigitalProductsPage } from './MyDigitalProductsPage';
import { MyDigitalProductsPageDocument } from './MyDigitalProductsPage.generated';

const session: MockedResponse = {
  request: { query: SessionDocument },
  result: {
    data: { me: { __typename: 'Customer', id: '12', firstname: 'An', email: 'an@example.be', groupId: 0 } },
  },
};
const guest: MockedResponse = { request: { query: SessionDocument }, result: { data: { me: null } } };

const ebook = {
  __typename: 'DigitalBook',
  id: '41',
  name: 'De kikker leest',
  image: '/9/7/9789400000223.svg',
  kind: 'EBOOK',
  readerUrl: 'http://localhost:4104/reader/9789400000223?lang=en',
  audioUrl: null,
};
const audiobook = {
  __typename: 'DigitalBook',
  id: '42',
  name: 'De kikker zingt',
  image: '/9/7/9789400000230.svg',
  kind: 'AUDIOBOOK',
  readerUrl: null,
  audioUrl: 'http://localhost:4104/audio/9789400000230.wav?ticket=1.a',
};
const ebooksCategory = { __typename: 'Category', id: 31, name: 'E-books', urlPath: 'digital/e-books' };

const page = (
  myDigitalProducts: unknown[] | null,
  ebooks: typeof ebooksCategory | null = ebooksCategory,
): MockedResponse => ({
  request: { query: MyDigitalProductsPageDocument },
  result: { data: { myDigitalProducts, ebooks } },
});

async function renderPage(mocks: MockedResponse[]) {
  return renderInShop(<MyDigitalProductsPage />, {
    store: 'en-be',
    path: '/en-be/my-account/digital-products',
    mocks: [session, ...mocks],
  });
}

describe('my-digital-products (seed 000 §2, seed 001 §3 Digital product)', () => {
  it("lists the customer's e-books and audiobooks with their cover, title and kind", async () => {
    await renderPage([page([ebook, audiobook])]);
    const items = await screen.findAllByTestId('digital-product');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'De kikker leest',
      'De kikker zingt',
    ]);
    expect(within(items[0]!).getByText('E-book')).toBeTruthy();
    expect(within(items[1]!).getByText('Audiobook')).toBeTruthy();
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe(
      '/img/310/300/resize/9/7/9789400000223.svg',
    );
    expect(screen.getByRole('button', { name: 'Read: De kikker leest' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen: De kikker zingt' })).toBeTruthy();
  });

  it('opens an e-book in the reader and an audiobook in the player, each in a dialog', async () => {
    await renderPage([page([ebook, audiobook])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Read: De kikker leest' }));
    const reading = screen.getByRole('dialog', { name: 'De kikker leest' });
    expect(within(reading).getByTitle('Reader: De kikker leest').getAttribute('src')).toBe(ebook.readerUrl);
    fireEvent.click(within(reading).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Listen: De kikker zingt' }));
    const listening = screen.getByRole('dialog', { name: 'De kikker zingt' });
    expect(within(listening).getByRole('group', { name: 'Player: De kikker zingt' })).toBeTruthy();
    expect(listening.querySelector('audio')?.getAttribute('src')).toBe(audiobook.audioUrl);
  });

  it("says the customer has none yet, with a link to the catalogue's e-books", async () => {
    await renderPage([page([])]);
    const empty = await screen.findByTestId('digital-products-empty');
    expect(within(empty).getByText('You have no digital products yet.')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'E-books' }).getAttribute('href')).toBe(
      '/en-be/c/digital/e-books',
    );
  });

  it('leaves the link out when the catalogue has no e-books', async () => {
    await renderPage([page([], null)]);
    const empty = await screen.findByTestId('digital-products-empty');
    expect(within(empty).queryByRole('link')).toBeNull();
  });

  it('says something went wrong when the service could not answer', async () => {
    await renderPage([
      {
        request: { query: MyDigitalProductsPageDocument },
        error: new Error('digital products service down'),
      },
    ]);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    expect(screen.queryByTestId('digital-product')).toBeNull();
  });

  it('shows a skeleton while the list loads', async () => {
    const { container } = await renderPage([{ ...page([ebook]), delay: 10_000 }]);
    expect(await screen.findByRole('heading', { name: 'My digital products' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('asks a guest to log in', async () => {
    await renderInShop(<MyDigitalProductsPage />, {
      store: 'en-be',
      path: '/en-be/my-account/digital-products',
      mocks: [guest],
    });
    expect(await screen.findByTestId('login-required')).toBeTruthy();
  });
});
