import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router-dom';

/** A query a page's screen asks for when it shows, with the variables it asks it with. */
export interface PageQuery {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables?: OperationVariables;
}

/** The sessions a visitor's cookies hold; only their presence is known before anything is asked. */
export interface VisitorSessions {
  /** A shop customer's (teachers and directors are customers too). */
  customer: boolean;
  /** A reading-programme pupil's. */
  pupil: boolean;
}

/** What the server knows of the page's address and visitor before it asks anything. */
export interface PageQueryContext {
  url: URL;
  /** The route's parameters (`:list`, `:club`...). */
  params: Params<string>;
  /** A private page asks nothing for a visitor without a session: the page shows its login. */
  sessions: VisitorSessions;
}

/**
 * What a route of the route table says of itself (React Router's `handle`): the query its screen asks for,
 * from the page's address. The server's render asks the queries of every route the address matches (the
 * layout's and the page's) at the same time, before it renders: the page then renders once, from the cache,
 * and the browser finds the same answers in the cache the server sends. Null: the screen asks nothing here.
 */
export interface ShopRouteHandle {
  pageQuery(context: PageQueryContext): Promise<PageQuery | null> | PageQuery | null;
}

interface PageQueryOptions {
  /** A page of a signed-in visitor (an account or reading page): nothing is asked for anybody else. */
  signedInOnly?: boolean;
}

/**
 * A route's handle for a query, with the variables its screen derives from the address: the screen must use
 * the same function, so the server's answer is the one the screen reads.
 */
export function pageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variablesOf?: (context: PageQueryContext) => TVariables,
  options: PageQueryOptions = {},
): ShopRouteHandle {
  return lazyPageQuery(() => query, variablesOf, options);
}

/**
 * A handle whose query lives in a page's own chunk (the reading programme's pages): the server loads the
 * document when a page of that route is rendered, so the shop's first load does not carry it.
 */
export function lazyPageQuery<TData, TVariables extends OperationVariables>(
  load: () => Promise<TypedDocumentNode<TData, TVariables>> | TypedDocumentNode<TData, TVariables>,
  variablesOf?: (context: PageQueryContext) => TVariables,
  { signedInOnly = false }: PageQueryOptions = {},
): ShopRouteHandle {
  return {
    pageQuery: async (context) => {
      if (signedInOnly && !context.sessions.customer && !context.sessions.pupil) return null;
      return {
        query: (await load()) as TypedDocumentNode<unknown, OperationVariables>,
        variables: variablesOf?.(context),
      };
    },
  };
}

function isShopRouteHandle(handle: unknown): handle is ShopRouteHandle {
  return typeof (handle as Partial<ShopRouteHandle> | null | undefined)?.pageQuery === 'function';
}

/** The queries of the routes an address matched, outermost first (the layout's, then the page's). */
export async function pageQueriesOf(
  matches: readonly { route: { handle?: unknown }; params: Params<string> }[],
  page: Omit<PageQueryContext, 'params'>,
): Promise<PageQuery[]> {
  const queries = await Promise.all(
    matches.map(({ route, params }) =>
      isShopRouteHandle(route.handle) ? route.handle.pageQuery({ ...page, params }) : null,
    ),
  );
  return queries.filter((query) => query !== null);
}
