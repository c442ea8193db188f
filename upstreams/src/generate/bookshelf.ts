/** The books composite products (grouped sets, bundles, classreading packs) link to, as the plans are drawn. */
import type { Random } from './random';
import type { Segment, TitleSpec } from './titles';

export interface LinkableBook {
  id: number;
  sku: string;
  price: number;
  title: TitleSpec;
  seriesId: number | null;
  segment: Segment;
  author: number | null;
  languageId: number;
  ageIds: number[];
  themeIds: number[];
  qty: number;
  manageStock: boolean;
}

/** Books that composite products may link to: enabled, visible, in stock, published in the window. */
export class Bookshelf {
  private readonly recent: LinkableBook[] = [];
  private readonly bySeries = new Map<number, LinkableBook[]>();

  add(book: LinkableBook): void {
    this.recent.push(book);
    if (this.recent.length > 60) this.recent.shift();
    if (book.seriesId !== null) {
      const list = this.bySeries.get(book.seriesId) ?? [];
      list.push(book);
      if (list.length > 6) list.shift();
      this.bySeries.set(book.seriesId, list);
    }
  }

  get size(): number {
    return this.recent.length;
  }

  pick(random: Random, count: number, prefer?: (book: LinkableBook) => boolean): LinkableBook[] {
    const preferred = prefer ? this.recent.filter(prefer) : [];
    return random.sample(preferred.length >= count ? preferred : this.recent, count);
  }

  /** Books of one series for a series set, or null when no series has two books yet. */
  series(random: Random): { seriesId: number; books: LinkableBook[] } | null {
    const candidates = [...this.bySeries.entries()]
      .filter(([, books]) => books.length >= 2)
      .sort(([a], [b]) => a - b);
    if (candidates.length === 0) return null;
    const [seriesId, books] = random.pick(candidates);
    return { seriesId, books: books.slice(-3) };
  }
}
