/**
 * The category tree (seed 000 §9: root category id 2, new-products category id 3), with names and url
 * keys in the index language. Magento shape: path '1/2/…' (1 is the tree root, which has no document),
 * level 1 for the root category, parent_ids from category 2 down.
 */
import {
  NEW_RELEASES_CATEGORY_ID,
  ROOT_CATEGORY_ID,
  type CategoryDocument,
  type CategoryLink,
  type CategoryTreeNode,
} from '@shop/contracts';
import type { Lang, Localized } from './language';
import { slugify } from '@shop/routes';

interface CategoryDef {
  id: number;
  parent: number;
  name: Localized;
  active?: boolean;
  inMenu?: boolean;
}

const c = (
  id: number,
  parent: number,
  nl: string,
  en: string,
  extra: Partial<CategoryDef> = {},
): CategoryDef => ({ id, parent, name: { nl, en }, ...extra });

/** Listed in position order within each parent. */
const DEFINITIONS: readonly CategoryDef[] = [
  c(ROOT_CATEGORY_ID, 1, 'Boeken', 'Books'),
  c(NEW_RELEASES_CATEGORY_ID, ROOT_CATEGORY_ID, 'Nieuwe uitgaven', 'New releases'),
  c(10, ROOT_CATEGORY_ID, 'Prentenboeken', 'Picture books'),
  c(11, 10, 'Kartonboeken', 'Board books'),
  c(12, 10, 'Voorleesboeken', 'Read-aloud books'),
  c(13, 10, 'Zoek- en kijkboeken', 'Look-and-find books'),
  c(14, ROOT_CATEGORY_ID, 'Leesboeken', 'Chapter books'),
  c(15, 14, 'Zelf lezen', 'Early readers'),
  c(16, 14, 'Avontuur', 'Adventure'),
  c(17, 14, 'Grappige boeken', 'Funny books'),
  c(18, 14, 'Spannende boeken', 'Mystery and suspense'),
  c(19, ROOT_CATEGORY_ID, 'Informatief', 'Non-fiction'),
  c(20, 19, 'Natuur en dieren', 'Nature and animals'),
  c(21, 19, 'Geschiedenis', 'History'),
  c(22, 19, 'Wetenschap en techniek', 'Science and technology'),
  c(23, 22, 'Ruimte', 'Space'),
  c(24, ROOT_CATEGORY_ID, 'Young adult', 'Young adult'),
  c(25, 24, 'Fantasy', 'Fantasy'),
  c(26, 24, 'Romans', 'Novels'),
  // Not 'klaslezen': that is the reading programme's own route (seed 001 §2).
  c(27, ROOT_CATEGORY_ID, 'Voor de klas', 'For the classroom'),
  c(28, 27, 'Klaspakketten', 'Class packs'),
  c(29, 27, 'Leesprogramma', 'Reading programme'),
  c(30, ROOT_CATEGORY_ID, 'Digitaal', 'Digital'),
  c(31, 30, 'E-books', 'E-books'),
  c(32, 30, 'Luisterboeken', 'Audiobooks'),
  c(33, ROOT_CATEGORY_ID, 'Cadeaus en sets', 'Gifts and sets'),
  c(34, 33, 'Boekensets', 'Book sets'),
  c(35, 33, 'Knuffels en merchandise', 'Plush and merchandise'),
  // An active category without products: the empty-listing warning of seed 000 §8.
  c(36, 33, 'Cadeaubonnen', 'Gift cards'),
  // An inactive category, kept out of menus.
  c(37, ROOT_CATEGORY_ID, 'Archief', 'Archive', { active: false, inMenu: false }),
];

export const CATEGORY_IDS = DEFINITIONS.map((d) => d.id);

const byId = new Map(DEFINITIONS.map((d) => [d.id, d]));
const childrenOf = (id: number) => DEFINITIONS.filter((d) => d.parent === id);

function definition(id: number): CategoryDef {
  const def = byId.get(id);
  if (!def) throw new Error(`Unknown category ${id}`);
  return def;
}

/** Ancestors from the root category down, excluding the category itself. */
export function ancestorsOf(id: number): number[] {
  const chain: number[] = [];
  for (let parent = definition(id).parent; parent !== 1; parent = definition(parent).parent)
    chain.unshift(parent);
  return chain;
}

/** A product placed in `leaf` is listed in the leaf and every ancestor (Magento anchor categories). */
export function withAncestors(leaf: number): number[] {
  return [...ancestorsOf(leaf), leaf];
}

export function urlKeyOf(id: number, lang: Lang): string {
  return slugify(definition(id).name[lang]);
}

/** Root excluded, as in Magento: 'prentenboeken/kartonboeken'. The root's own path is its key. */
export function urlPathOf(id: number, lang: Lang): string {
  if (id === ROOT_CATEGORY_ID) return urlKeyOf(id, lang);
  return [...ancestorsOf(id).filter((a) => a !== ROOT_CATEGORY_ID), id]
    .map((a) => urlKeyOf(a, lang))
    .join('/');
}

export function categoryName(id: number, lang: Lang): string {
  return definition(id).name[lang];
}

const links = new Map<string, CategoryLink>();

/** Products carry a link per category; built once per category and language (100,000 products reuse them). */
export function categoryLink(id: number, lang: Lang): CategoryLink {
  const key = `${lang}:${id}`;
  let link = links.get(key);
  if (!link) {
    link = {
      category_id: id,
      name: categoryName(id, lang),
      slug: urlKeyOf(id, lang),
      path: urlPathOf(id, lang),
    };
    links.set(key, link);
  }
  return link;
}

/** Categories shown in the primary navigation: active, in the menu, level 2 and 3 (seed 000 §2 submenus). */
export function menuTree(): { id: number; children: number[] }[] {
  return childrenOf(ROOT_CATEGORY_ID)
    .filter((d) => d.active !== false && d.inMenu !== false && d.id !== NEW_RELEASES_CATEGORY_ID)
    .map((d) => ({ id: d.id, children: childrenOf(d.id).map((child) => child.id) }));
}

function treeNode(id: number): CategoryTreeNode {
  return { id, children_data: childrenOf(id).map((child) => treeNode(child.id)) };
}

function descendantCount(id: number): number {
  return childrenOf(id).reduce((sum, child) => sum + 1 + descendantCount(child.id), 0);
}

/** `productCounts`: products per category id, counted while the products were written. */
export function categoryDocuments(
  lang: Lang,
  productCounts: ReadonlyMap<number, number>,
): CategoryDocument[] {
  return DEFINITIONS.map((def) => {
    const ancestors = def.id === ROOT_CATEGORY_ID ? [] : ancestorsOf(def.id);
    const siblings = childrenOf(def.parent);
    return {
      id: def.id,
      parent_id: def.parent,
      parent_ids: ancestors,
      name: def.name[lang],
      is_active: def.active !== false,
      position: siblings.indexOf(def) + 1,
      level: ancestors.length + 1,
      product_count: productCounts.get(def.id) ?? 0,
      children_count: descendantCount(def.id),
      children_data: treeNode(def.id).children_data,
      path: ['1', ...ancestors, def.id].join('/'),
      url_key: urlKeyOf(def.id, lang),
      url_path: urlPathOf(def.id, lang),
      slug: urlKeyOf(def.id, lang),
      include_in_menu: def.inMenu !== false,
    };
  });
}
