import type {
  ProductDocument,
  ReadingBookAggregations,
  ReadingBookHit,
  ReadingBookList,
} from '@shop/contracts';
import { readCatalogDocuments } from '../shared/demoData';

/**
 * The programme's books (seed 001 §3 Book): the catalogue's books with an ISBN, per store index, read once from
 * the demo data's catalogue files. Language option ids become their three-letter codes (seed 001 §3) through the
 * index's `language` attribute.
 */
export class ReadingCatalogue {
  private constructor(private readonly byIndex: ReadonlyMap<string, ReadonlyMap<string, ReadingBookHit>>) {}

  static load(dataDir: string, indexes: readonly string[]): ReadingCatalogue {
    const byIndex = new Map<string, Map<string, ReadingBookHit>>();
    for (const index of indexes) {
      const language = new Map<string, string>();
      for (const attribute of readCatalogDocuments(dataDir, index, 'attribute'))
        if (attribute.attribute_code === 'language')
          for (const option of attribute.options) language.set(option.value, option.label);
      const books = new Map<string, ReadingBookHit>();
      for (const product of readCatalogDocuments(dataDir, index, 'product'))
        if (isReadingBook(product)) books.set(product.sku, hitOf(product, language));
      byIndex.set(index, books);
    }
    return new ReadingCatalogue(byIndex);
  }

  indexes(): string[] {
    return [...this.byIndex.keys()];
  }

  book(index: string, sku: string): ReadingBookHit | undefined {
    return this.byIndex.get(index)?.get(sku);
  }

  all(index: string): ReadingBookHit[] {
    return [...(this.byIndex.get(index)?.values() ?? [])];
  }

  /** The books of these skus that the index has, in the order given, once each. */
  bySkus(index: string, skus: Iterable<string>): ReadingBookHit[] {
    return [...new Set(skus)].flatMap((sku) => this.book(index, sku) ?? []);
  }
}

/** Enabled products shown on their own, with an ISBN (a configurable child is its parent's). */
function isReadingBook(product: ProductDocument): product is ProductDocument & { isbn: string } {
  return product.isbn !== null && product.status === 1 && product.visibility !== 1;
}

function hitOf(
  product: ProductDocument & { isbn: string },
  language: ReadonlyMap<string, string>,
): ReadingBookHit {
  return {
    _id: String(product.id),
    _source: {
      sku: product.sku,
      name: product.name,
      isbn: product.isbn,
      image: product.image,
      author: product.author ?? product.illustrator ?? '',
      language: language.get(String(product.language)) ?? 'und',
      url_key: product.url_key,
    },
  };
}

/** `search`/`term` match the title or the author, case-insensitively. */
export function matchesText(hit: ReadingBookHit, text: string | undefined): boolean {
  if (!text) return true;
  const needle = text.toLocaleLowerCase();
  return (
    hit._source.name.toLocaleLowerCase().includes(needle) ||
    hit._source.author.toLocaleLowerCase().includes(needle)
  );
}

export function aggregationsOf(hits: readonly ReadingBookHit[]): ReadingBookAggregations {
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit._source.language, (counts.get(hit._source.language) ?? 0) + 1);
  const buckets = [...counts].map(([key, doc_count]) => ({ key, doc_count }));
  buckets.sort((a, b) => b.doc_count - a.doc_count || a.key.localeCompare(b.key));
  return { language: { buckets } };
}

/** A page of a book list with the total and the aggregations of the whole (filtered) list. */
export function bookList(hits: readonly ReadingBookHit[], start: number, size: number): ReadingBookList {
  return { hits: hits.slice(start, start + size), total: hits.length, aggregations: aggregationsOf(hits) };
}
