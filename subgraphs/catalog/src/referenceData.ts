import type { TaxRuleDocument } from '@shop/contracts';
import { CATEGORY_LOAD_SIZE, categoryIndexOf, type CategoryIndex } from './domain/categoryTree';
import { ATTRIBUTE_LIST_SIZE, AttributeMetadata } from './domain/productAttributes';
import type { CatalogIndex } from './ports/CatalogIndex';

/** The categories, tax rules and attribute metadata of one store-view index. */
export interface IndexReference {
  categories: CategoryIndex;
  taxRules: readonly TaxRuleDocument[];
  /** Attribute metadata, to label the option ids products hold (seed 000 §3 Attribute). */
  attributes: AttributeMetadata;
}

/**
 * Categories, tax rules and attribute metadata are small, public and the same for every request, and
 * every page needs them (tree, breadcrumbs, prices, attribute labels). Like the shop, which loads all
 * categories at once and caches the list (seed 000 §4 'Category', §9 load size 4000), they are loaded
 * once per index at start, so a request's index queries are only its product queries.
 */
export class ReferenceData {
  private constructor(private readonly byIndex: ReadonlyMap<string, IndexReference>) {}

  static async load(catalog: CatalogIndex, indexes: readonly string[]): Promise<ReferenceData> {
    const entries = await Promise.all(
      indexes.map(async (index): Promise<[string, IndexReference]> => {
        const [categories, taxRules, attributes] = await Promise.all([
          catalog.categories(index, { size: CATEGORY_LOAD_SIZE }),
          catalog.taxRules(index),
          catalog.attributes(index, { size: ATTRIBUTE_LIST_SIZE }),
        ]);
        return [
          index,
          {
            categories: categoryIndexOf(categories),
            taxRules,
            attributes: new AttributeMetadata(attributes),
          },
        ];
      }),
    );
    return new ReferenceData(new Map(entries));
  }

  of(index: string): IndexReference {
    const reference = this.byIndex.get(index);
    if (!reference) throw new Error(`No categories and tax rules were loaded for index "${index}".`);
    return reference;
  }
}
