import { isStoreCode, type StoreCode } from '@shop/store-views';
import { descriptionText } from '@/shared/head/descriptionText';
import type { PageContent } from '@/shared/head/pageHead';
import type { PageRedirect } from '@/shared/head/PageMeta';
import type { ResolveRouteQuery } from './ResolveRoute.generated';

type Route = NonNullable<ResolveRouteQuery['route']>;
type EditorialPage = NonNullable<ResolveRouteQuery['editorialPage']>;

const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
const redirectStatusOf = (status: number): PageRedirect['status'] =>
  REDIRECT_STATUSES.find((allowed) => allowed === status) ?? 301;

/**
 * What the page at a resolved address is (seed 000 §2 'Resolution of unknown URLs'), for its status and head:
 * a product, category or CMS page with its path in every store view where it exists, an editorial page
 * (seed 001 §2: its url is per language, so only its own store view), a redirect, or not found.
 */
export function routePageOf(
  store: StoreCode,
  route: Route | null | undefined,
  editorialPage: EditorialPage | null | undefined,
): PageContent | PageRedirect {
  const target = route?.target;
  const found = (name: string, description: string | null, canonicalPath: string): PageContent => {
    const paths: Partial<Record<StoreCode, string>> = { [store]: canonicalPath };
    for (const alternate of route?.alternates ?? []) {
      if (isStoreCode(alternate.storeCode)) paths[alternate.storeCode] ??= alternate.path;
    }
    return { kind: 'found', name, description, paths };
  };
  switch (target?.__typename) {
    case 'ProductRoute':
      return found(target.product.name, plainText(target.product.description), target.canonicalPath);
    case 'CategoryRoute':
      return found(target.category.name, null, target.canonicalPath);
    case 'CmsPageRoute': {
      const meta = target.page.metaDescription.trim();
      return found(target.page.title, meta || plainText(target.page.content), target.canonicalPath);
    }
    case 'RouteRedirect':
      return { kind: 'redirect', status: redirectStatusOf(target.statusCode), location: target.location };
    default:
      return editorialPage
        ? {
            kind: 'found',
            name: editorialPage.title,
            description: plainText(editorialPage.body),
            paths: { [store]: editorialPage.canonicalPath },
          }
        : { kind: 'not-found' };
  }
}

function plainText(html: string | null | undefined): string | null {
  return html ? descriptionText(html) || null : null;
}
