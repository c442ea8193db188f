import type { ContentAlternates } from '@shop/contracts';
import { buildShopPath, TRANSLATED_SEGMENTS } from '@shop/routes';
import { STORE_CODES, type StoreCode, type StoreView } from '@shop/store-views';

/** A document's page in one store view. */
export interface StorePath {
  storeCode: StoreCode;
  path: string;
}

/** seed 001 §2 /{news}/{slug}. */
export const newsItemPath = (store: StoreCode, slug: string) =>
  buildShopPath({ kind: 'newsDetail', store, slug });

/** seed 001 §2 /{authors}/{slug}. */
export const authorPath = (store: StoreCode, slug: string) =>
  buildShopPath({ kind: 'authorDetail', store, slug });

/**
 * The url of the educational-material overview at the content service: the segment itself in the store
 * view's language (`lesmateriaal`, `educational-material`); a material's url is `{segment}/{slug}`.
 */
export function educationalMaterialOverviewUrl(storeView: StoreView): string {
  return TRANSLATED_SEGMENTS[storeView.language].educationalMaterial;
}

export function educationalMaterialUrl(storeView: StoreView, slug: string): string {
  return `${educationalMaterialOverviewUrl(storeView)}/${slug}`;
}

/** The slug of a material in its url (`lesmateriaal/de-giraf-12` → `de-giraf-12`); null when it is none. */
export function educationalMaterialSlugOf(storeView: StoreView, url: string): string | null {
  const prefix = `${educationalMaterialOverviewUrl(storeView)}/`;
  const trimmed = url.replace(/^\/+|\/+$/g, '');
  return trimmed.startsWith(prefix) && trimmed.length > prefix.length ? trimmed.slice(prefix.length) : null;
}

/** seed 001 §2 /{educational material}/{slug}. */
export const educationalMaterialPath = (store: StoreCode, slug: string) =>
  buildShopPath({ kind: 'educationalMaterialDetail', store, slug });

/**
 * The pages of a document in every store view that has it: its own, and those its alternates name (the
 * slug of the same document in another store view). Store views in the shop's order; unknown codes ignored.
 */
export function alternatePaths(
  own: { storeCode: StoreCode; slug: string },
  alternates: ContentAlternates,
  pathOf: (store: StoreCode, slug: string) => string,
): StorePath[] {
  return STORE_CODES.flatMap((storeCode) => {
    const slug = storeCode === own.storeCode ? own.slug : alternates[storeCode];
    return slug ? [{ storeCode, path: pathOf(storeCode, slug) }] : [];
  });
}

/**
 * Authors keep their slug in every language (the authors service keys them by slug, one directory per
 * language): an author's page exists in every store view.
 */
export function authorPaths(slug: string): StorePath[] {
  return STORE_CODES.map((storeCode) => ({ storeCode, path: authorPath(storeCode, slug) }));
}
