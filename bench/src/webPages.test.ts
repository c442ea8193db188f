import { describe, expect, it } from 'vitest';
import {
  WEB_PAGE_NAMES,
  digitalBooksOf,
  isOrderable,
  printedBookOf,
  selectPages,
  storedWishlist,
  type CatalogueProduct,
} from './webPages';

describe('selectPages (BENCH_WEB_PAGES)', () => {
  it('measures every page, old and new, when the switch is unset or empty', () => {
    expect(selectPages(undefined)).toEqual([...WEB_PAGE_NAMES]);
    expect(selectPages('')).toEqual([...WEB_PAGE_NAMES]);
    expect(selectPages(' , ')).toEqual([...WEB_PAGE_NAMES]);
    expect(WEB_PAGE_NAMES).toContain('home');
    expect(WEB_PAGE_NAMES).toContain('wishlist');
  });

  it('measures the pages named, in the order of the table', () => {
    expect(selectPages('checkout,programme,confirmation,digital-products,wishlist')).toEqual([
      'wishlist',
      'digital-products',
      'confirmation',
      'programme',
      'checkout',
    ]);
  });

  it('takes names with spaces or hyphens, in any case, around spaces', () => {
    expect(selectPages(' Search-Results , news item,HOME ')).toEqual(['home', 'search results', 'news item']);
    expect(selectPages('digital products')).toEqual(['digital-products']);
  });

  it('refuses an unknown name and lists the names there are', () => {
    expect(() => selectPages('home,basket')).toThrow(/names no page “basket”; the pages are: home, category/);
  });
});

describe('storedWishlist', () => {
  it('keeps each product once, with the qty of an add and the fields a line shows', () => {
    const frog = { sku: '9789044800100', name: 'Kikker is verliefd', slug: 'kikker' };
    const bear = { sku: '9789044800200', name: 'De kleine ijsbeer', slug: 'ijsbeer' };
    expect(JSON.parse(storedWishlist([frog, { ...bear, extra: 1 } as typeof bear, frog]))).toEqual([
      { sku: '9789044800100', qty: 1, name: 'Kikker is verliefd', slug: 'kikker' },
      { sku: '9789044800200', qty: 1, name: 'De kleine ijsbeer', slug: 'ijsbeer' },
    ]);
  });
});

const product = (
  sku: string,
  type: string,
  format: string | null,
  stock: CatalogueProduct['stock'] = { status: 'OK', qty: 5, isManageStock: true },
): CatalogueProduct => ({
  sku,
  type,
  stock,
  attributes: format ? [{ code: 'format', values: [{ label: format }] }] : [],
});

describe('the products of the customer screens', () => {
  it('is orderable with a piece in stock or with unmanaged stock', () => {
    expect(isOrderable(product('a', 'SIMPLE', null))).toBe(true);
    expect(isOrderable(product('a', 'SIMPLE', null, { status: 'OK', qty: 0, isManageStock: true }))).toBe(
      false,
    );
    expect(
      isOrderable(product('a', 'DOWNLOADABLE', null, { status: 'OK', qty: 0, isManageStock: false })),
    ).toBe(true);
    expect(
      isOrderable(product('a', 'SIMPLE', null, { status: 'OUT_OF_STOCK', qty: 3, isManageStock: true })),
    ).toBe(false);
    expect(isOrderable(product('a', 'SIMPLE', null, null))).toBe(false);
  });

  it('buys the first orderable e-book and audiobook', () => {
    const catalogue = [
      product('print', 'SIMPLE', 'Hardcover'),
      product('ebook-sold-out', 'DOWNLOADABLE', 'E-book', {
        status: 'OUT_OF_STOCK',
        qty: 0,
        isManageStock: false,
      }),
      product('audio', 'DOWNLOADABLE', 'Luisterboek'),
      product('ebook', 'DOWNLOADABLE', 'E-book'),
      product('ebook-2', 'DOWNLOADABLE', 'E-book'),
    ];
    expect(digitalBooksOf(catalogue)).toEqual(['ebook', 'audio']);
    expect(() => digitalBooksOf(catalogue.slice(0, 3))).toThrow('no orderable e-book or no audiobook');
  });

  it('puts the first printed book in stock in the cart', () => {
    const catalogue = [
      product('ebook', 'DOWNLOADABLE', 'E-book'),
      product('sold-out', 'SIMPLE', null, { status: 'OK', qty: 0, isManageStock: true }),
      product('print', 'SIMPLE', 'Hardcover'),
    ];
    expect(printedBookOf(catalogue)).toBe('print');
    expect(() => printedBookOf(catalogue.slice(0, 2))).toThrow('no printed book in stock');
  });
});
