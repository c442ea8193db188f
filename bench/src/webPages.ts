/**
 * Which storefront pages `npm run bench:web` measures (BENCH_WEB_PAGES), and the browser state the customer
 * screens need, as pure functions.
 */

/** The pages of the benchmark in the order of its table: the public pages, then the customer screens. */
export const WEB_PAGE_NAMES = [
  'home',
  'category',
  'product',
  'search results',
  'news item',
  'author',
  'wishlist',
  'digital-products',
  'confirmation',
  'programme',
  'checkout',
] as const;

export type WebPageName = (typeof WEB_PAGE_NAMES)[number];

/** A name as typed in the switch: case, spaces and hyphens do not matter ('search-results', 'Search results'). */
const normalised = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');

/**
 * The pages BENCH_WEB_PAGES names (a comma list), in the table's order; every page when it is unset or
 * empty. An unknown name is an error that lists the names there are.
 */
export function selectPages(setting: string | undefined): WebPageName[] {
  const wanted = (setting ?? '')
    .split(',')
    .map(normalised)
    .filter((name) => name !== '');
  if (wanted.length === 0) return [...WEB_PAGE_NAMES];
  const unknown = wanted.filter((name) => !WEB_PAGE_NAMES.some((page) => normalised(page) === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_WEB_PAGES names no page ${unknown.map((name) => `“${name}”`).join(', ')}; the pages are: ${WEB_PAGE_NAMES.join(', ')}.`,
    );
  }
  return WEB_PAGE_NAMES.filter((page) => wanted.includes(normalised(page)));
}

/** A product of the catalogue as the wishlist keeps it. */
export interface WishedProduct {
  sku: string;
  name: string;
  slug: string;
}

/**
 * The wishlist as the storefront keeps it in localStorage (its domain's WishlistItem: sku, qty 1 as an add
 * gives, and the name and slug a line shows before the catalogue answers), one entry per sku.
 */
export function storedWishlist(products: readonly WishedProduct[]): string {
  const unique = products.filter(
    (product, index) => products.findIndex((other) => other.sku === product.sku) === index,
  );
  return JSON.stringify(unique.map(({ sku, name, slug }) => ({ sku, qty: 1, name, slug })));
}

/** A catalogue product with the fields that tell which screens it can fill. */
export interface CatalogueProduct {
  sku: string;
  type: string;
  stock: { status: string; qty: number; isManageStock: boolean } | null;
  attributes: { code: string; values: { label: string }[] }[];
}

/** In stock for one piece: stock 'OK' with a piece left, or unmanaged stock (a download, seed 000 §4). */
export function isOrderable(product: CatalogueProduct): boolean {
  return product.stock?.status === 'OK' && (product.stock.qty >= 1 || !product.stock.isManageStock);
}

/**
 * The digital books a customer buys for the digital products screen: the first orderable e-book and the
 * first orderable audiobook (DOWNLOADABLE, told apart by their format), so the screen shows both kinds.
 */
export function digitalBooksOf(products: readonly CatalogueProduct[]): string[] {
  const formatOf = (product: CatalogueProduct) =>
    product.attributes.find((attribute) => attribute.code === 'format')?.values[0]?.label ?? '';
  const digital = products.filter((product) => product.type === 'DOWNLOADABLE' && isOrderable(product));
  const ebook = digital.find((product) => formatOf(product) === 'E-book');
  const audiobook = digital.find((product) => ['Luisterboek', 'Audiobook'].includes(formatOf(product)));
  if (!ebook || !audiobook) throw new Error('The catalogue sells no orderable e-book or no audiobook.');
  return [ebook.sku, audiobook.sku];
}

/** The book of the checkout's one line and of the guest's bank-transfer order: the first orderable printed book. */
export function printedBookOf(products: readonly CatalogueProduct[]): string {
  const book = products.find((product) => product.type === 'SIMPLE' && isOrderable(product));
  if (!book) throw new Error('The catalogue has no printed book in stock.');
  return book.sku;
}
