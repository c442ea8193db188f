import {
  NEW_RELEASES_CATEGORY_ID,
  ROOT_CATEGORY_ID,
  type CategoryDocument,
  type CategoryTreeNode,
  type ProductDocument,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSmallSet, INDEXES, TEST_TODAY, type SmallSet } from './testData';

let set: SmallSet;
beforeAll(async () => {
  set = await generateSmallSet();
});
afterAll(() => set.remove());

describe.each(INDEXES)('category tree of %s', (index) => {
  let categories: CategoryDocument[];
  let products: ProductDocument[];
  let byId: Map<number, CategoryDocument>;
  beforeAll(async () => {
    categories = await set.documents(index, 'category');
    products = await set.documents(index, 'product');
    byId = new Map(categories.map((c) => [c.id, c]));
  });

  it('has root 2, new releases 3 and 20 to 40 categories up to four levels', () => {
    expect(byId.get(ROOT_CATEGORY_ID)).toMatchObject({ level: 1, path: '1/2', parent_id: 1, parent_ids: [] });
    expect(byId.get(NEW_RELEASES_CATEGORY_ID)).toMatchObject({
      level: 2,
      path: '1/2/3',
      parent_id: 2,
      parent_ids: [2],
    });
    expect(categories.length).toBeGreaterThanOrEqual(20);
    expect(categories.length).toBeLessThanOrEqual(40);
    expect(byId.size).toBe(categories.length);
    expect(Math.max(...categories.map((c) => c.level))).toBe(4);
  });

  it('has parent_ids chains from 2 down, matching path, level and parent_id', () => {
    for (const category of categories.filter((c) => c.id !== ROOT_CATEGORY_ID)) {
      expect(category.parent_ids[0]).toBe(ROOT_CATEGORY_ID);
      expect(category.parent_ids[category.parent_ids.length - 1]).toBe(category.parent_id);
      for (const [i, ancestor] of category.parent_ids.entries()) {
        expect(byId.get(ancestor)?.parent_ids).toEqual(category.parent_ids.slice(0, i));
      }
      expect(category.path).toBe(['1', ...category.parent_ids, category.id].join('/'));
      expect(category.level).toBe(category.parent_ids.length + 1);
    }
  });

  it('has children_data and children_count that agree with parent_id', () => {
    const descendants = (node: CategoryTreeNode): number =>
      node.children_data.reduce((n, child) => n + 1 + descendants(child), 0);
    for (const category of categories) {
      const children = categories
        .filter((c) => c.parent_id === category.id)
        .sort((a, b) => a.position - b.position);
      expect(category.children_data.map((c) => c.id)).toEqual(children.map((c) => c.id));
      expect(category.children_count).toBe(descendants(category));
    }
  });

  it('has url paths in the index language and unique slugs', () => {
    const dutch = index.startsWith('nl');
    expect(byId.get(NEW_RELEASES_CATEGORY_ID)?.url_path).toBe(dutch ? 'nieuwe-uitgaven' : 'new-releases');
    expect(byId.get(11)?.url_path).toBe(dutch ? 'prentenboeken/kartonboeken' : 'picture-books/board-books');
    for (const category of categories.filter(
      (c) => c.parent_id !== ROOT_CATEGORY_ID && c.id !== ROOT_CATEGORY_ID,
    )) {
      expect(category.url_path).toBe(`${byId.get(category.parent_id)?.url_path}/${category.url_key}`);
    }
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
  });

  it('lists only existing categories on products, and product_count counts them', () => {
    for (const product of products) {
      for (const id of product.category_ids) expect(byId.has(id)).toBe(true);
      expect(product.category.map((c) => c.category_id)).toEqual(product.category_ids);
    }
    for (const category of categories) {
      expect(category.product_count).toBe(
        products.filter((p) => p.category_ids.includes(category.id)).length,
      );
    }
    expect(categories.some((c) => c.is_active && c.product_count === 0)).toBe(true);
    expect(categories.some((c) => !c.is_active)).toBe(true);
  });

  it('puts the most recent visible titles, none in the future, in new releases', async () => {
    const listed = products.filter((p) => p.category_ids.includes(NEW_RELEASES_CATEGORY_ID));
    expect(listed.length).toBeGreaterThanOrEqual(5);
    for (const p of listed) {
      expect(p.publish_date <= TEST_TODAY && p.publish_date >= '1993-01-01').toBe(true);
      expect(p.status).toBe(1);
      expect(p.visibility).not.toBe(1);
    }
    const types =
      (await set.documents(index, 'attribute')).find((a) => a.attribute_code === 'type_of_product')
        ?.options ?? [];
    const titleTypes = types
      .filter((o) => ['Boek', 'Book', 'E-book', 'Luisterboek', 'Audiobook'].includes(o.label))
      .map((o) => Number(o.value));
    expect(titleTypes).toHaveLength(3);
    const oldestListed = listed.map((p) => p.publish_date).sort()[0] ?? '';
    const newerUnlisted = products.filter(
      (p) =>
        !listed.includes(p) &&
        p.status === 1 &&
        p.visibility !== 1 &&
        titleTypes.includes(p.type_of_product) &&
        p.publish_date <= TEST_TODAY &&
        p.publish_date > oldestListed,
    );
    expect(newerUnlisted).toEqual([]);
  });
});
