import { isStoreCode, type StoreCode } from '@shop/store-views';
import { HEADER } from '@shop/service';
import { descriptionText } from './domain/headTags';

/**
 * What the page at an address shows, asked of the gateway before the HTML is sent (seed 000 §2
 * "Resolution of unknown URLs"): the server must know whether the page exists (200, 301 or 404) and what it
 * is called in every store view (title, canonical and hreflang links).
 *
 * This module is the only one that knows how: one query per page, under the page's own `Store` header, with
 * the catalog subgraph's `route(path)` (the page, a redirect or not-found, and the same page's path in the
 * other store views) and the content subgraph's `editorialPage(path)` beside it, for the paths the catalogue
 * does not know (seed 001 §2: product, category, CMS page or editorial page).
 */
export type PageLookup = (request: PageLookupRequest) => Promise<PageLookupResult>;

export interface PageLookupRequest {
  store: StoreCode;
  /** The path as the address bar shows it (percent-encoded), store prefix included. */
  path: string;
  /** Traces the page request through gateway and subgraphs. */
  requestId: string;
}

export type PageLookupResult =
  | {
      outcome: 'found';
      /** The product's or category's name, the CMS page's title. */
      name: string;
      /** Plain text, for the meta description. */
      description: string | null;
      /** The page's path per store view where it exists, `store` included. */
      paths: Partial<Record<StoreCode, string>>;
    }
  /** seed 000 §2: a hidden child of a configurable product goes to its parent's page (301 on the server). */
  | { outcome: 'redirect'; status: RedirectStatus; location: string }
  | { outcome: 'not-found' }
  /** The gateway is down, slow, or answered with errors: nobody knows whether the page exists. */
  | { outcome: 'unavailable'; reason: string };

const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
const isRedirectStatus = (value: unknown): value is RedirectStatus =>
  REDIRECT_STATUSES.some((status) => status === value);

export interface GatewayPageLookupOptions {
  /** The gateway's GraphQL endpoint. */
  gatewayUrl: string;
  /** A page is never held up longer than this. */
  timeoutMs: number;
}

/** The one query the server sends (a test validates it against schema/api.graphql). */
export const PAGE_QUERY = `query PageHead($path: String!) {
  route(path: $path) {
    target {
      __typename
      ... on ProductRoute { canonicalPath product { name description } }
      ... on CategoryRoute { canonicalPath category { name } }
      ... on CmsPageRoute { canonicalPath page { title metaDescription content } }
      ... on RouteRedirect { location statusCode }
      ... on RouteNotFound { reason { code } }
    }
    alternates { storeCode path }
  }
  editorialPage(path: $path) { title body canonicalPath }
}`;

export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export function createGatewayPageLookup(options: GatewayPageLookupOptions): PageLookup {
  return async ({ store, path, requestId }) => {
    try {
      const { data, failedFields } = await postQuery(options.gatewayUrl, {
        store,
        requestId,
        query: PAGE_QUERY,
        variables: { path },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (failedFields.has('route'))
        throw new GatewayUnavailableError('the catalogue did not answer route(path)');
      const result = resultOf(store, data.route);
      if (result.outcome !== 'not-found') return result;
      // Only a path the catalogue does not know may be an editorial page: then the content service decides.
      if (failedFields.has('editorialPage')) {
        throw new GatewayUnavailableError('the content service did not answer editorialPage(path)');
      }
      return editorialResultOf(store, data.editorialPage) ?? result;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      return { outcome: 'unavailable', reason: error.message };
    }
  };
}

/** The answer of `route(path)` in the server's terms. */
function resultOf(store: StoreCode, route: unknown): PageLookupResult {
  if (!isRecord(route) || !isRecord(route.target) || !Array.isArray(route.alternates)) throw malformed();
  const { target } = route;
  const found = (name: unknown, description: string | null, canonicalPath: unknown): PageLookupResult => {
    if (typeof name !== 'string' || typeof canonicalPath !== 'string') throw malformed();
    const paths: Partial<Record<StoreCode, string>> = { [store]: canonicalPath };
    for (const alternate of route.alternates as unknown[]) {
      if (isRecord(alternate) && isStoreCode(alternate.storeCode) && typeof alternate.path === 'string') {
        paths[alternate.storeCode] ??= alternate.path;
      }
    }
    return { outcome: 'found', name, description, paths };
  };
  switch (target.__typename) {
    case 'ProductRoute': {
      const product = recordOf(target.product);
      return found(product.name, htmlDescription(product.description), target.canonicalPath);
    }
    case 'CategoryRoute':
      return found(recordOf(target.category).name, null, target.canonicalPath);
    case 'CmsPageRoute': {
      const page = recordOf(target.page);
      const meta = typeof page.metaDescription === 'string' ? page.metaDescription.trim() : '';
      return found(page.title, meta || htmlDescription(page.content), target.canonicalPath);
    }
    case 'RouteRedirect': {
      if (typeof target.location !== 'string') throw malformed();
      const status = isRedirectStatus(target.statusCode) ? target.statusCode : 301;
      return { outcome: 'redirect', status, location: target.location };
    }
    case 'RouteNotFound':
      return { outcome: 'not-found' };
    default:
      throw malformed();
  }
}

/** The answer of `editorialPage(path)`: found, or null when the content service has no page there. */
function editorialResultOf(store: StoreCode, page: unknown): PageLookupResult | null {
  if (page === null || page === undefined) return null;
  if (!isRecord(page) || typeof page.title !== 'string' || typeof page.canonicalPath !== 'string') {
    throw new GatewayUnavailableError('the gateway answered editorialPage(path) in another shape than asked');
  }
  // Editorial pages have no counterpart in the other store views (their urls are per language).
  return {
    outcome: 'found',
    name: page.title,
    description: htmlDescription(page.body),
    paths: { [store]: page.canonicalPath },
  };
}

function htmlDescription(value: unknown): string | null {
  return typeof value === 'string' ? descriptionText(value) || null : null;
}

/**
 * One GraphQL request to the gateway with the store view's `Store` header; its `data`, and the top-level
 * fields that came with an error: a null next to an error says nothing about whether the page exists (e.g.
 * the catalog subgraph is down). A network error, timeout, HTTP error, no data, or an error without a path
 * throws GatewayUnavailableError.
 */
async function postQuery(
  gatewayUrl: string,
  request: {
    store: StoreCode;
    requestId: string;
    query: string;
    variables: Record<string, unknown>;
    signal: AbortSignal;
  },
): Promise<{ data: Record<string, unknown>; failedFields: Set<string> }> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        [HEADER.store]: request.store,
        [HEADER.requestId]: request.requestId,
      },
      body: JSON.stringify({ query: request.query, variables: request.variables }),
      signal: request.signal,
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new GatewayUnavailableError(
      timedOut ? 'the gateway did not answer in time' : 'the gateway could not be reached',
    );
  }
  if (!response.ok || !isRecord(body)) {
    throw new GatewayUnavailableError(`the gateway answered HTTP ${response.status}`);
  }
  const failedFields = new Set<string>();
  for (const error of Array.isArray(body.errors) ? (body.errors as unknown[]) : []) {
    const field = isRecord(error) && Array.isArray(error.path) ? error.path[0] : undefined;
    if (typeof field !== 'string') {
      const code = isRecord(error) && isRecord(error.extensions) ? error.extensions.code : undefined;
      throw new GatewayUnavailableError(`the gateway answered with errors (${String(code ?? 'no code')})`);
    }
    failedFields.add(field);
  }
  if (!isRecord(body.data)) throw new GatewayUnavailableError('the gateway answered without data');
  return { data: body.data, failedFields };
}

function malformed(): GatewayUnavailableError {
  return new GatewayUnavailableError('the gateway answered route(path) in another shape than asked');
}

function recordOf(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw malformed();
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
