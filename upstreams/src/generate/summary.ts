/**
 * What content and the reading programme may point at, gathered while the products are written: only
 * products a shopper of any group can see (enabled, visible, published between 1993-01-01 and today,
 * seed 000 §6 and §9), so a homepage carousel or a class reading list never shows an empty slot.
 */
import { MINIMUM_PUBLISH_DATE, dayOf } from './dates';
import type { ProductKind, ProductPlan } from './productPlan';
import type { Localized } from './language';
import type { Segment } from './titles';

export interface ShowcaseProduct {
  id: number;
  sku: string;
  kind: ProductKind;
  segment: Segment | null;
  name: Localized;
  author: number | null;
  illustrator: number | null;
  publishDay: number;
  image: string;
  /** The reading programme's books are the ones with an ISBN (its tracking key, seed 001 §7). */
  isbn: string | null;
  /** Option ids of the theme attribute (bedtime, friendship...): what curated lists are chosen by. */
  themeIds: readonly number[];
  /** The product's categories, ancestors included (the new-releases category left out). */
  categoryIds: readonly number[];
  /** A special price applies today: the product is in a promotion (the joy action list shows these). */
  onSale: boolean;
}

/** seed 000 §3: a product without a cover has the image 'no_selection'; banners and head images need a real one. */
export const hasCover = (product: ShowcaseProduct): boolean => product.image !== 'no_selection';

const LIMITS = { books: 400, digital: 40, classreading: 20, perContributor: 60, perCategory: 40 };
const MIN_DAY = dayOf(MINIMUM_PUBLISH_DATE);

export class CatalogSummary {
  /** Simple books (and configurable books) in id order. */
  readonly books: ShowcaseProduct[] = [];
  readonly digital: ShowcaseProduct[] = [];
  readonly classreading: ShowcaseProduct[] = [];
  /** Newest first: the products of the new-releases category. */
  newReleases: ShowcaseProduct[] = [];
  /** The books of each contributor (index into CONTRIBUTORS), at most LIMITS.perContributor each. */
  readonly byContributor = new Map<number, string[]>();
  /** The products of each category (its subcategories' included), at most LIMITS.perCategory each, in id order. */
  readonly byCategory = new Map<number, ShowcaseProduct[]>();

  constructor(private readonly today: number) {}

  isShowable(plan: ProductPlan): boolean {
    return (
      plan.status === 1 &&
      plan.visibility === 4 &&
      plan.publishDay >= MIN_DAY &&
      plan.publishDay <= this.today
    );
  }

  add(plan: ProductPlan, product: ShowcaseProduct, newRelease: boolean): void {
    if (!this.isShowable(plan)) return;
    if (newRelease) this.newReleases.push(product);
    if ((plan.kind === 'book' || plan.kind === 'configurableBook') && this.books.length < LIMITS.books)
      this.books.push(product);
    if ((plan.kind === 'ebook' || plan.kind === 'audiobook') && this.digital.length < LIMITS.digital)
      this.digital.push(product);
    if (
      plan.kind === 'classreading' &&
      plan.stock.is_in_stock &&
      this.classreading.length < LIMITS.classreading
    )
      this.classreading.push(product);
    for (const person of new Set([plan.author, plan.illustrator])) {
      if (person === null) continue;
      const skus = this.byContributor.get(person) ?? [];
      if (skus.length < LIMITS.perContributor) skus.push(plan.sku);
      this.byContributor.set(person, skus);
    }
    for (const id of product.categoryIds) {
      const products = this.byCategory.get(id) ?? [];
      if (products.length < LIMITS.perCategory) products.push(product);
      this.byCategory.set(id, products);
    }
  }

  /** Called once all products are written. */
  finish(): void {
    this.newReleases.sort((a, b) => b.publishDay - a.publishDay || a.id - b.id);
  }
}
