import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { ProductCard } from './ProductCard';
import type { ProductCard_ProductFragment } from './ProductCard.generated';

const product = (
  currency: string,
  stock: ProductCard_ProductFragment['stock'],
  type: ProductCard_ProductFragment['type'] = 'SIMPLE',
): ProductCard_ProductFragment => ({
  type,
  sku: '9789044800001',
  name: 'De kleine ijsbeer',
  slug: 'de-kleine-ijsbeer',
  author: 'Hans de Beer',
  thumbnail: null,
  price: { regular: { value: 14.99, currency }, final: { value: 12.99, currency } },
  stock,
});

describe('ProductCard', () => {
  it('shows the price in the nl-be format, the regular price struck through, and the stock', async () => {
    await renderInShop(<ProductCard product={product('EUR', { status: 'OK', isInStock: true })} />);
    expect(screen.getByTestId('price').textContent).toBe('€\u00a012,99');
    expect(screen.getByLabelText('Normale prijs').textContent).toBe('€\u00a014,99');
    expect(screen.getByTestId('stock').textContent).toBe('Op voorraad');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/nl-be/p/9789044800001/de-kleine-ijsbeer');
  });

  it('shows US dollars and English texts in en-rw', async () => {
    await renderInShop(
      <ProductCard product={product('USD', { status: 'OUT_OF_STOCK', isInStock: false })} />,
      { store: 'en-rw' },
    );
    expect(screen.getByTestId('price').textContent).toBe('US$12.99');
    expect(screen.getByTestId('stock').textContent).toBe('Out of stock');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/en-rw/p/9789044800001/de-kleine-ijsbeer');
  });

  it('says the stock is unknown when the platform could not be reached', async () => {
    await renderInShop(<ProductCard product={product('EUR', null)} />, { store: 'en-be' });
    expect(screen.getByTestId('stock').textContent).toBe('Stock unknown');
    expect(screen.getByTestId('price').textContent).toBe('€12.99');
  });

  it('shows no stock line for an e-book or audiobook, which is never in stock like a printed book', async () => {
    await renderInShop(
      <ProductCard product={product('EUR', { status: 'OK', isInStock: true }, 'DOWNLOADABLE')} />,
    );
    expect(screen.queryByTestId('stock')).toBeNull();
    expect(screen.queryByText('Op voorraad')).toBeNull();
    expect(screen.getByTestId('price').textContent).toBe('€\u00a012,99');
  });

  it("shows the catalogue's thumbnail as given, at its size", async () => {
    const thumbnail = {
      url: '/img/310/300/resize/catalog/product/9789044800001.svg',
      label: 'De kleine ijsbeer',
      width: 310,
      height: 300,
    };
    await renderInShop(<ProductCard product={{ ...product('EUR', null), thumbnail }} />);
    const image = screen.getByRole('img', { name: 'De kleine ijsbeer' });
    expect(image.getAttribute('src')).toBe(thumbnail.url);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['310', '300']);
  });
});
