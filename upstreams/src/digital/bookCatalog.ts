import type { DigitalBookKind, ProductDocument } from '@shop/contracts';
import { STORE_VIEWS, type StoreView } from '@shop/store-views';
import { readCatalogDocuments } from '../shared/demoData';
import { UpstreamError } from '../shared/envelope';

/** A catalogue book the reader can open: one with an ISBN (free samples have none). */
export interface CatalogBook {
  id: number;
  sku: string;
  name: string;
  isbn: string;
  image: string;
  /** Set for the downloadable books (a downloadable link of type 'ebook' or 'audiobook'), null for print. */
  kind: DigitalBookKind | null;
}

interface IndexBooks {
  byId: ReadonlyMap<number, CatalogBook>;
  bySku: ReadonlyMap<string, CatalogBook>;
  byIsbn: ReadonlyMap<string, CatalogBook>;
}

/** The books of every store view's catalogue index (names differ per index), read once from the demo data. */
export class BookCatalog {
  private constructor(private readonly indexes: ReadonlyMap<string, IndexBooks>) {}

  static load(dataDir: string): BookCatalog {
    const indexes = new Map<string, IndexBooks>();
    for (const view of Object.values(STORE_VIEWS)) {
      const books = readCatalogDocuments(dataDir, view.index, 'product').flatMap(bookOf);
      indexes.set(view.index, {
        byId: new Map(books.map((book) => [book.id, book])),
        bySku: new Map(books.map((book) => [book.sku, book])),
        byIsbn: new Map(books.map((book) => [book.isbn, book])),
      });
    }
    return new BookCatalog(indexes);
  }

  byId(view: StoreView, id: number): CatalogBook | undefined {
    return this.indexes.get(view.index)?.byId.get(id);
  }

  bySku(view: StoreView, sku: string): CatalogBook | undefined {
    return this.indexes.get(view.index)?.bySku.get(sku);
  }

  byIsbn(view: StoreView, isbn: string): CatalogBook | undefined {
    return this.indexes.get(view.index)?.byIsbn.get(isbn);
  }
}

function bookOf(document: ProductDocument): CatalogBook[] {
  if (!document.isbn) return [];
  const link = document.downloadable_links?.find(
    (candidate) => candidate.link_type === 'ebook' || candidate.link_type === 'audiobook',
  );
  return [
    {
      id: document.id,
      sku: document.sku,
      name: document.name,
      isbn: document.isbn,
      image: document.image,
      kind: (link?.link_type as DigitalBookKind | undefined) ?? null,
    },
  ];
}

/**
 * The store view of a call's `index` (seed 001 §7: the catalogue index, the store code with underscores);
 * none is nl_be, the default store view; an unknown index is a bad request.
 */
export function storeViewOfIndex(index: string | undefined): StoreView {
  if (index === undefined) return STORE_VIEWS['nl-be'];
  const view = Object.values(STORE_VIEWS).find((candidate) => candidate.index === index.toLowerCase());
  if (!view) {
    const known = Object.values(STORE_VIEWS).map((candidate) => candidate.index);
    throw new UpstreamError(400, `Unknown index ${JSON.stringify(index)}: use one of ${known.join(', ')}`);
  }
  return view;
}
