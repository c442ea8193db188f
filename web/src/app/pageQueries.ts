import type { OperationVariables, TypedDocumentNode } from '@apollo/client';

/** A query a page's screen asks for when it shows, with the variables it asks it with. */
export interface PageQuery {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables?: OperationVariables;
}

/**
 * What a route of the route table says of itself (React Router's `handle`): the query its screen asks for,
 * from the page's address. The server's render asks the queries of every route the address matches (the
 * layout's and the page's) at the same time, before it renders: the page then renders once, from the cache,
 * and the browser finds the same answers in the cache the server sends.
 */
export interface ShopRouteHandle {
  pageQuery(url: URL): PageQuery;
}

/**
 * A route's handle for a query, with the variables its screen derives from the address: the screen must use
 * the same function, so the server's answer is the one the screen reads.
 */
export function pageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variablesOf?: (url: URL) => TVariables,
): ShopRouteHandle {
  return {
    pageQuery: (url) => ({
      query: query as TypedDocumentNode<unknown, OperationVariables>,
      variables: variablesOf?.(url),
    }),
  };
}

function isShopRouteHandle(handle: unknown): handle is ShopRouteHandle {
  return typeof (handle as Partial<ShopRouteHandle> | null | undefined)?.pageQuery === 'function';
}

/** The queries of the routes an address matched, outermost first (the layout's, then the page's). */
export function pageQueriesOf(matches: readonly { route: { handle?: unknown } }[], url: URL): PageQuery[] {
  return matches.flatMap(({ route }) =>
    isShopRouteHandle(route.handle) ? [route.handle.pageQuery(url)] : [],
  );
}
