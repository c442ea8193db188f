import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../test/fixtures';
import {
  CATEGORY_LOAD_SIZE,
  breadcrumbsOf,
  categoryIndexOf,
  categoryTree,
  childrenOf,
  findCategory,
} from './categoryTree';

const categories = categoryIndexOf(CATEGORIES);
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('category tree (seed 000 §9)', () => {
  it('loads up to 4000 categories', () => {
    expect(CATEGORY_LOAD_SIZE).toBe(4000);
  });

  it('starts under root 2, children sorted by position, inactive ones left out', () => {
    expect(ids(categoryTree(categories))).toEqual([20, 3, 10]);
    expect(ids(childrenOf(categories, 10))).toEqual([12, 11]);
  });
});

describe('breadcrumbs (seed 000 §2)', () => {
  it('follow parent_ids and keep only categories with a url_path, ending with the category itself', () => {
    const peuters = categories.byId.get(11);
    expect(peuters && breadcrumbsOf(peuters, categories).map((c) => c.name)).toEqual([
      'Prentenboeken',
      'Peuters',
    ]);
  });
});

describe('category lookup (seed 000 §5)', () => {
  it("refuses ids below the root id 2 with 'Category query returned empty result', even when they exist", () => {
    expect(findCategory({ id: 1 }, categories)).toEqual({ error: 'Category query returned empty result' });
    expect(findCategory({ id: 0 }, categories)).toEqual({ error: 'Category query returned empty result' });
  });

  it('finds active categories by id from 2 up and by url path', () => {
    expect(findCategory({ id: 2 }, categories)).toMatchObject({ category: { name: 'Default Category' } });
    expect(findCategory({ urlPath: 'prentenboeken/kleuters' }, categories)).toMatchObject({
      category: { id: 12 },
    });
  });

  it('finds active categories by url key and slug (seed 000 §2)', () => {
    expect(findCategory({ urlKey: 'peuters' }, categories)).toMatchObject({ category: { id: 11 } });
    expect(findCategory({ slug: 'kleuters' }, categories)).toMatchObject({ category: { id: 12 } });
    expect(findCategory({ slug: 'archief' }, categories)).toEqual({
      error: 'Category query returned empty result',
    });
  });

  it('gives the same message for unknown and inactive categories', () => {
    expect(findCategory({ id: 999 }, categories)).toEqual({ error: 'Category query returned empty result' });
    expect(findCategory({ id: 13 }, categories)).toEqual({ error: 'Category query returned empty result' });
    expect(findCategory({ urlPath: 'nope' }, categories)).toEqual({
      error: 'Category query returned empty result',
    });
  });
});
