import { ROOT_CATEGORY_ID, type CategoryDocument } from '@shop/contracts';

/** seed 000 §9: categories are loaded at once, at most 4000, sorted by position ascending. */
export const CATEGORY_LOAD_SIZE = 4000;

/** seed 000 §8 'Category not found'. */
export const CATEGORY_QUERY_EMPTY = 'Category query returned empty result';

/** The categories of one index, by the keys they are looked up with. */
export interface CategoryIndex {
  all: readonly CategoryDocument[];
  byId: ReadonlyMap<number, CategoryDocument>;
  byUrlPath: ReadonlyMap<string, CategoryDocument>;
  byUrlKey: ReadonlyMap<string, CategoryDocument>;
  bySlug: ReadonlyMap<string, CategoryDocument>;
}

/** Categories by a text key; when two share a key, the active one first, then the first by position. */
function byKey(
  categories: readonly CategoryDocument[],
  key: (category: CategoryDocument) => string,
): Map<string, CategoryDocument> {
  const map = new Map<string, CategoryDocument>();
  for (const category of categories) {
    const value = key(category);
    const known = map.get(value);
    if (value && (!known || (!known.is_active && category.is_active))) map.set(value, category);
  }
  return map;
}

export function categoryIndexOf(categories: readonly CategoryDocument[]): CategoryIndex {
  return {
    all: categories,
    byId: new Map(categories.map((category) => [category.id, category])),
    byUrlPath: byKey(categories, (category) => category.url_path),
    byUrlKey: byKey(categories, (category) => category.url_key),
    bySlug: byKey(categories, (category) => category.slug),
  };
}

const byPosition = (a: CategoryDocument, b: CategoryDocument) => a.position - b.position || a.id - b.id;

/** The active children of a category, sorted by position (seed 000 §9). */
export function childrenOf(categories: CategoryIndex, parentId: number): CategoryDocument[] {
  return categories.all
    .filter((category) => category.parent_id === parentId && category.is_active)
    .sort(byPosition);
}

/** The tree shown to shoppers: the children of the root category (seed 000 §9: root id 2). */
export function categoryTree(categories: CategoryIndex): CategoryDocument[] {
  return childrenOf(categories, ROOT_CATEGORY_ID);
}

/**
 * seed 000 §2: breadcrumbs come from the category's parent_ids chain, one for each category that has a
 * url_path; the category itself closes the trail.
 */
export function breadcrumbsOf(category: CategoryDocument, categories: CategoryIndex): CategoryDocument[] {
  return [...category.parent_ids.map((id) => categories.byId.get(id)), category].filter(
    (crumb): crumb is CategoryDocument => crumb !== undefined && crumb.is_active && !!crumb.url_path,
  );
}

export type CategoryKey = { id: number } | { urlPath: string } | { urlKey: string } | { slug: string };
export type CategoryLookup = { category: CategoryDocument } | { error: typeof CATEGORY_QUERY_EMPTY };

function categoryByKey(key: CategoryKey, categories: CategoryIndex): CategoryDocument | undefined {
  if ('id' in key) return categories.byId.get(key.id);
  if ('urlPath' in key) return categories.byUrlPath.get(key.urlPath);
  if ('urlKey' in key) return categories.byUrlKey.get(key.urlKey);
  return categories.bySlug.get(key.slug);
}

/**
 * A category by id, url path, url key or slug (seed 000 §2). seed 000 §5: lookup by id only works for
 * ids at or above the root category id (2); otherwise, and when nothing active matches, 'Category
 * query returned empty result'.
 */
export function findCategory(key: CategoryKey, categories: CategoryIndex): CategoryLookup {
  if ('id' in key && key.id < ROOT_CATEGORY_ID) return { error: CATEGORY_QUERY_EMPTY };
  const category = categoryByKey(key, categories);
  return category?.is_active ? { category } : { error: CATEGORY_QUERY_EMPTY };
}
