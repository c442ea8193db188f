import { parseShopPath } from '@shop/routes';
import { listingVariablesOf } from '@/features/catalog/listingQuery';
import type { ResolveRouteQueryVariables } from './ResolveRoute.generated';

/**
 * The variables of a catalogue or editorial page's one query (ResolveRoute), from its address: the path,
 * and the listing's filters, sort and page size from the route query (a category page uses them). The
 * server's render and the browser ask with the same variables, so the browser finds the answer in the
 * cache the server sent.
 */
export function resolveRouteVariables(pathname: string, search: string): ResolveRouteQueryVariables {
  return {
    path: pathname,
    ...listingVariablesOf(new URLSearchParams(search)),
    categoryPath: parseShopPath(pathname).target.kind === 'category',
  };
}

/**
 * Whether the address `next` shows the page `previous` showed, asked for again: other filters or another
 * sort (the same path), or another variant of the same product (seed 000 §2 /p/{parentSku}/{slug}/{childSku}).
 * The previous answer then stays on screen while the new one loads, instead of a blank page.
 */
export function isSamePage(previous: string, next: string): boolean {
  if (previous === next) return true;
  const before = parseShopPath(previous).target;
  const after = parseShopPath(next).target;
  return before.kind === 'product' && after.kind === 'product' && before.sku === after.sku;
}
