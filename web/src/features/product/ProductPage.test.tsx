import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { DigitalBookPreviewDocument } from './DigitalBookPreview.generated';
import { ProductPage } from './ProductPage';

const money = (value: number, currency = 'EUR') => ({ __typename: 'Money', value, currency });

const book = {
  __typename: 'Product',
  id: 1,
  sku: '9789044800001',
  name: 'The little polar bear',
  slug: 'the-little-polar-bear',
  type: 'SIMPLE',
  contributors: [
    {
      __typename: 'ProductContributor',
      name: 'Hans de Beer',
      role: 'AUTHOR',
      author: {
        __typename: 'Author',
        slug: 'hans-de-beer',
        path: '/en-be/authors-illustrators/hans-de-beer',
      },
    },
    { __typename: 'ProductContributor', name: 'Nobody Known', role: 'ILLUSTRATOR', author: null },
    { __typename: 'ProductContributor', name: 'Hans de Beer', role: 'ILLUSTRATOR', author: null },
  ],
  attributes: [
    {
      __typename: 'ProductAttribute',
      code: 'format',
      label: 'Format',
      values: [{ __typename: 'AttributeValue', id: 1501, label: 'Hardcover' }],
    },
    {
      __typename: 'ProductAttribute',
      code: 'age',
      label: 'Age',
      values: [
        { __typename: 'AttributeValue', id: 1004, label: '4-6 years' },
        { __typename: 'AttributeValue', id: 1005, label: '6-8 years' },
      ],
    },
    { __typename: 'ProductAttribute', code: 'series', label: 'Series', values: [] },
    {
      __typename: 'ProductAttribute',
      code: 'nur',
      label: 'NUR',
      values: [{ __typename: 'AttributeValue', id: 1677, label: 'Picture books' }],
    },
  ],
  publishDate: '2019-04-09',
  description: '<p>Short.</p>',
  fullDescription: '<p>A <em>long</em> story.</p><img src=x onerror="alert(1)">',
  isbn: '9789044800001',
  isNew: false,
  gallery: [
    {
      __typename: 'Image',
      url: '/img/600/744/resize/catalog/product/9789044800001.svg',
      label: 'Cover',
      width: 600,
      height: 744,
    },
  ],
  configurableOptions: [],
  groupedItems: [],
  bundleOptions: [],
  price: {
    __typename: 'ProductPrice',
    regular: money(12.99),
    final: money(12.99),
    finalExclTax: money(12.25),
  },
  stock: { __typename: 'Stock', status: 'OK', isInStock: true },
};

describe('ProductPage', () => {
  it("shows the product in the store view's language and formats, with the page's actions", async () => {
    await renderInShop(
      <ProductPage
        route={{
          product: book as Parameters<typeof ProductPage>[0]['route']['product'],
          variant: { variant: null, userErrors: [] },
        }}
        renderActions={({ cartSku }) => <button type="button">buy {cartSku}</button>}
      />,
      { store: 'en-be' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The little polar bear' })).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('€12.99');
    expect(screen.getByText('€12.25 excl. VAT')).toBeTruthy();
    expect(screen.getByText('9-4-2019')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByTestId('stock').textContent).toBe('In stock');
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toBe(
      '/img/600/744/resize/catalog/product/9789044800001.svg',
    );
    expect(screen.getByText('long').tagName).toBe('EM');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: 'buy 9789044800001' })).toBeTruthy();
    // Phone first, in the order a shopper decides: title, price, stock and the actions before the description.
    const order = [
      screen.getByRole('heading', { level: 1 }),
      screen.getByTestId('price'),
      screen.getByTestId('stock'),
      screen.getByRole('button', { name: 'buy 9789044800001' }),
      screen.getByText('long'),
    ];
    order.slice(1).forEach((element, index) => {
      expect(order[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    // seed 000 §3: what parents choose by beside the description, rows without a value left out.
    const details = screen.getByTestId('product-details');
    const terms = [...details.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Author', 'Illustrators', 'Age', 'Format', 'Published', 'ISBN']);
    expect(details.querySelectorAll('dd')[2]!.textContent).toBe('4-6 years, 6-8 years');
    // A name links to its author page only when the directory has it.
    const links = screen.getAllByRole('link', { name: 'Hans de Beer' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en-be/authors-illustrators/hans-de-beer',
      '/en-be/authors-illustrators/hans-de-beer',
    ]);
    expect(details.querySelectorAll('dd')[1]!.textContent).toBe('Nobody Known, Hans de Beer');
    expect(screen.queryByRole('link', { name: 'Nobody Known' })).toBeNull();
    // The cover is the first screen's main image: loaded at once, with priority, at its size.
    const cover = screen.getByRole('img', { name: 'Cover' });
    expect([cover.getAttribute('loading'), cover.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['600', '744']);
  });

  describe('a digital book', () => {
    const ebook = { ...book, id: 7, type: 'DOWNLOADABLE' };
    const route = {
      product: ebook as Parameters<typeof ProductPage>[0]['route']['product'],
      variant: { variant: null, userErrors: [] },
    };
    const previewOf = (preview: { readerUrl: string | null; audioUrl: string | null } | null) => ({
      request: { query: DigitalBookPreviewDocument, variables: { productId: '7' } },
      result: {
        data: {
          digitalBookPreview: preview && { __typename: 'DigitalBookPreview', productId: '7', ...preview },
        },
      },
    });

    it('shows no stock line, and opens its first pages in the reader for anyone', async () => {
      const readerUrl = 'http://localhost:4104/reader/9789044800001?preview=1&lang=en';
      await renderInShop(<ProductPage route={route} />, {
        store: 'en-be',
        mocks: [previewOf({ readerUrl, audioUrl: null })],
      });
      expect(screen.queryByTestId('stock')).toBeNull();
      expect(screen.queryByText('In stock')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
      const frame = await screen.findByTitle('Reader: The little polar bear');
      expect(frame.getAttribute('src')).toBe(readerUrl);
      expect(screen.getByRole('dialog', { name: 'Preview: The little polar bear' })).toBeTruthy();
    });

    it("plays an audiobook's first seconds in the player", async () => {
      await renderInShop(<ProductPage route={route} />, {
        mocks: [previewOf({ readerUrl: null, audioUrl: 'http://localhost:4104/audio/1.wav?preview=1' })],
      });
      fireEvent.click(screen.getByRole('button', { name: 'Voorbeeld' }));
      expect(await screen.findByRole('group', { name: 'Speler: The little polar bear' })).toBeTruthy();
    });

    it('says when the book has no preview', async () => {
      await renderInShop(<ProductPage route={route} />, { mocks: [previewOf(null)] });
      fireEvent.click(screen.getByRole('button', { name: 'Voorbeeld' }));
      expect(await screen.findByText('Van dit boek is geen voorbeeld.')).toBeTruthy();
    });
  });

  it('offers no preview for a printed book', async () => {
    await renderInShop(
      <ProductPage
        route={{
          product: book as Parameters<typeof ProductPage>[0]['route']['product'],
          variant: { variant: null, userErrors: [] },
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Voorbeeld' })).toBeNull();
  });
});
