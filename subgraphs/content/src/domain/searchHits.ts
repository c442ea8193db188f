import type { ContentSearchHit } from '@shop/contracts';
import { buildShopPath } from '@shop/routes';
import type { StoreView } from '@shop/store-views';
import { z } from 'zod';
import { authorPath, educationalMaterialPath, educationalMaterialSlugOf, newsItemPath } from './contentPaths';
import { checkWith, type ParsedDocument } from './contentDocument';

const hit = z.object({
  type: z.string(),
  slug: z.string().min(1),
  title: z.string().min(1),
  excerpt: z.string().default(''),
});

/** A hit of content search with the page it leads to in the store view. */
export interface ContentSearchResultHit {
  kind: 'AUTHOR' | 'NEWS' | 'EDUCATIONAL_MATERIAL' | 'PAGE';
  title: string;
  excerpt: string;
  path: string;
}

/**
 * GET /search of content search: the hits whose kind the shop has a page for, each with its path; hits of
 * other kinds (the service may learn new ones first) are left out with a warning.
 */
export function parseSearchHits(
  value: unknown,
  storeView: StoreView,
): ParsedDocument<ContentSearchResultHit[]> {
  const parsed = checkWith(z.array(hit), value);
  if (!parsed.ok) return parsed;
  const warnings: string[] = [];
  const hits: ContentSearchResultHit[] = [];
  for (const candidate of parsed.document) {
    const found = searchHitOf(candidate as ContentSearchHit, storeView);
    if (found) hits.push(found);
    else warnings.push(`hit of type '${candidate.type}' at '${candidate.slug}' left out: no page for it`);
  }
  return { ok: true, document: hits, warnings };
}

/** The page a hit leads to: an author's or news item's page, a material's page, or an editorial page. */
function searchHitOf(hit: ContentSearchHit, storeView: StoreView): ContentSearchResultHit | null {
  const store = storeView.code;
  const { title, excerpt } = hit;
  switch (hit.type) {
    case 'author':
      return { kind: 'AUTHOR', title, excerpt, path: authorPath(store, hit.slug) };
    case 'news':
      return { kind: 'NEWS', title, excerpt, path: newsItemPath(store, hit.slug) };
    case 'educational-material': {
      const slug = educationalMaterialSlugOf(storeView, hit.slug);
      return slug
        ? { kind: 'EDUCATIONAL_MATERIAL', title, excerpt, path: educationalMaterialPath(store, slug) }
        : null;
    }
    case 'page':
      return {
        kind: 'PAGE',
        title,
        excerpt,
        path: buildShopPath({ kind: 'editorial', store, slug: hit.slug }),
      };
    default:
      return null;
  }
}
