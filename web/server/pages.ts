import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import type { StoreCode } from '@shop/store-views';
import { HEADER, readRequestIdentity, type Logger } from '@shop/service';
import {
  buildShopPath,
  legacyRedirectOf,
  parseShopRoute,
  readingLoginRedirectOf,
  storeRedirectOf,
  withQueryString,
  type ExternalSites,
} from '@shop/routes';
import type { RenderedPage, RenderRequest } from '../src/entry-server';
import { pageHeadOf } from '../src/shared/head/pageHead';
import { consentFromCookieHeader } from '../src/shared/consent/domain/cookieConsent';
import { promoLastClosedOf } from '../src/shared/promo/domain/promoClosed';
import { pageOf } from './domain/appRoutes';
import { serverTimingOf } from './domain/renderTiming';
import { injectHead, splitAtRoot, withNonce } from './domain/headTags';
import { isAnonymousVisitor, visitorSessionsOf } from './domain/readingAccess';
import type { SessionCookieOptions } from './session/domain/sessionCookies';
import { renderFetch } from './session/renderFetch';
import type { SessionForwarder } from './session/sessionForwarder';
import { VisitorSession } from './session/visitorSession';

/** The server render of the app (src/entry-server.tsx, built into dist/server). */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

export interface PagesOptions {
  /** The built index.html: the page around the app, whose head is filled per page. */
  template: string;
  /** The shop's public base URL, for canonical and alternate links. */
  publicUrl: string;
  externalSites: ExternalSites;
  render: RenderPage;
  /** How the render's queries reach the gateway: with the visitor's session, as /graphql does. */
  forwarder: SessionForwarder;
  cookies: SessionCookieOptions;
  /** How long one query of the render may take. */
  queryTimeoutMs: number;
  /** Tell each page's data passes and operations in a Server-Timing header (WEB_RENDER_STATS; off by default). */
  renderStats?: boolean;
  logger?: Logger;
}

/**
 * Every HTML page of the shop (GET and HEAD of anything that is not a file, /graphql or /img): legacy and
 * store-prefix redirects (seed 000 §2), the /en-rw access guard (seed 001 §2), then the page rendered by the app on the server. The render decides
 * the status (404 for page-not-found, a redirect for a moved page) and the head, in one place: what the page
 * declared about itself (PageMeta). A page whose data could not be loaded is sent with 200: it may well
 * exist, and the browser asks again.
 */
export function pagesHandler(options: PagesOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      const search = queryStringOf(req);
      const legacy = legacyRedirectOf(req.path, options.externalSites);
      if (legacy !== null) return res.redirect(301, withQueryString(legacy, search));
      const storeRedirect = storeRedirectOf(req.path);
      if (storeRedirect !== null) {
        return res.redirect(storeRedirect.status, withQueryString(storeRedirect.location, search));
      }
      const page = pageOf(req.path);
      // storeRedirectOf leaves only paths with a store prefix; this guard keeps the types honest.
      if (page === null) return next();
      // seed 001 §2: anonymous visitors of /en-rw see only the reading login, before any script runs; the
      // wanted address goes along in the login's address. It depends on the visitor's cookies: never stored.
      const anonymous = isAnonymousVisitor(req.headers.cookie);
      const readingLogin = anonymous ? readingLoginRedirectOf(`${req.path}${search}`) : null;
      if (readingLogin !== null) {
        res.set('Cache-Control', 'private, no-store');
        return res.redirect(302, readingLogin);
      }
      // An address that cannot name a page (bad percent-encoding, dot segments) is shown as page-not-found.
      const path = page.canBePage ? req.path : buildShopPath({ kind: 'pageNotFound', store: page.store });
      const session = VisitorSession.fromCookieHeader(req.headers.cookie);
      const headers = forwardedHeaders(req);
      // The page's queries carry its request id, and the gateway logs each with it: the answer names it too.
      res.set(HEADER.requestId, headers[HEADER.requestId]);
      const renderStarted = performance.now();
      const rendered = await options.render({
        url: new URL(`${path}${search}`, options.publicUrl),
        store: page.store,
        fetch: renderFetch(options.forwarder, session),
        queryTimeoutMs: options.queryTimeoutMs,
        headers,
        nonce: res.locals.cspNonce,
        sessions: visitorSessionsOf(req.headers.cookie),
        // seed 001 §4: the page carries the consent notice only without a consent that holds.
        consent: consentFromCookieHeader(req.headers.cookie, new Date()),
        // seed 001 §3: a promo notification the visitor closed is not rendered until editors change it.
        promoLastClosed: promoLastClosedOf(req.headers.cookie),
      });
      if (options.renderStats)
        res.set('Server-Timing', serverTimingOf(rendered.stats, performance.now() - renderStarted));
      // Every query of the render has its answer by now: a refresh during it is known before the head is sent.
      const setCookies = session.setCookies(options.cookies);
      if (setCookies.length > 0) res.append('Set-Cookie', setCookies);
      send(req, res, options, page.store, search, rendered, session);
    } catch (error) {
      sendToErrorPage(req, res, options, error, next);
    }
  };
}

/**
 * seed 000 §2 error: a page the server could not render sends the visitor to the store view's error page
 * (as vue-storefront's server does), which names the page to try again; the error page itself failing gets
 * a page of plain HTML, so a broken render never loops. The error goes to the log with the request id.
 */
function sendToErrorPage(
  req: Request,
  res: Response,
  options: PagesOptions,
  error: unknown,
  next: (error: unknown) => void,
) {
  const route = parseShopRoute(req.path);
  if (res.headersSent || route === null) return next(error);
  options.logger?.error(
    { err: error, path: req.path, requestId: res.get(HEADER.requestId) },
    'the page could not be rendered; the visitor is sent to the error page',
  );
  res.set('Cache-Control', 'no-store');
  if (route.kind === 'error') return res.status(500).type('html').send(PLAIN_ERROR_PAGE);
  const errorPage = buildShopPath({ kind: 'error', store: route.store });
  res.redirect(302, `${errorPage}?from=${encodeURIComponent(req.originalUrl)}`);
}

/** The last resort, in both languages of the shop, as the app's start-up error says it. */
const PLAIN_ERROR_PAGE = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Clavis</title></head>
<body><main role="alert"><h1>Clavis</h1>
<p lang="nl">Er is iets misgegaan. Herlaad de pagina om het opnieuw te proberen.</p>
<p lang="en">Something went wrong. Reload the page to try again.</p></main></body></html>
`;

/** The status of a page that declared what it shows: page-not-found 404, the error page 500, any other 200. */
const STATUS_OF_KIND: Partial<Record<string, number>> = { 'not-found': 404, error: 500 };

function send(
  req: Request,
  res: Response,
  options: PagesOptions,
  store: StoreCode,
  search: string,
  rendered: RenderedPage,
  session: VisitorSession,
) {
  const declaration = rendered.declaration ?? { kind: 'unknown' };
  if (declaration.kind === 'redirect') {
    rendered.markup.destroy();
    // A legacy path keeps its query string (seed 000 §2), unless the redirect brings its own.
    const location = declaration.location.includes('?')
      ? declaration.location
      : withQueryString(declaration.location, search);
    if (session.isPrivate) res.set('Cache-Control', 'private, no-store');
    return res.redirect(declaration.status, location);
  }
  if (declaration.kind === 'unknown') {
    options.logger?.warn({ path: req.path }, 'page rendered without knowing what it shows');
  }
  const { beforeRoot, afterRoot } = splitAtRoot(
    withNonce(
      injectHead(options.template, pageHeadOf(store, declaration, options.publicUrl, rendered.siteWords)),
      res.locals.cspNonce,
    ),
  );
  res
    .status(STATUS_OF_KIND[declaration.kind] ?? 200)
    // The HTML differs per path and the app inside changes with each build: always revalidate. A page
    // rendered with a customer's session holds their data: never stored, by the browser or anyone between.
    .set('Cache-Control', session.isPrivate ? 'private, no-store' : 'no-cache')
    .type('html');
  if (req.method === 'HEAD') {
    rendered.markup.destroy();
    return res.end();
  }
  res.write(`${beforeRoot}<div id="root">`);
  rendered.markup.pipe(res, { end: false });
  rendered.markup.on('end', () =>
    res.end(`</div>${withNonce(rendered.stateScript, res.locals.cspNonce)}${afterRoot}`),
  );
}

/**
 * What the render's queries carry besides the store view: the request id. The visitor's session goes in
 * through the render's fetch (session cookies become the customer's token); the Cookie header never goes.
 */
function forwardedHeaders(req: Request): { [HEADER.requestId]: string } {
  const { requestId } = readRequestIdentity(req.headers);
  return { [HEADER.requestId]: requestId };
}

/** The raw query string of the request ('' or '?...'), as the visitor sent it. */
function queryStringOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
}
