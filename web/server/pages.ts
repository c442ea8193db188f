import { readFile } from 'node:fs/promises';
import type { Request, RequestHandler, Response } from 'express';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@shop/store-views';
import { readRequestIdentity, type Logger } from '@shop/service';
import { paths } from '../src/shared/storeView/paths';
import { pageOf, staticRoutePath, type PageRoute } from './domain/appRoutes';
import { injectHead } from './domain/headTags';
import { legacyRedirectOf, withQueryString, type ExternalSites } from '@shop/routes';
import { pageHeadOf, type PageContent } from './domain/pageHead';
import { storeRedirectOf } from './domain/storeRedirects';
import type { PageLookup } from './pageLookup';

export interface PagesOptions {
  /** The built index.html: the app, whose head is filled per page. */
  indexHtml: string;
  /** The shop's public base URL, for canonical and alternate links. */
  publicUrl: string;
  externalSites: ExternalSites;
  lookup: PageLookup;
  logger?: Logger;
}

/**
 * Every HTML page of the shop (GET and HEAD of anything that is not a file, /graphql or /img): legacy and
 * store-prefix redirects (seed 000 §2), then the app's index.html with the page's head and an honest status:
 * 404 for an address that is no page, so search engines drop it and monitors see it.
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
      const content = await contentOf(page.store, page.route, req, options);
      if (content.kind === 'redirect') {
        return res.redirect(content.status, withQueryString(content.location, search));
      }
      await sendPage(res, options, page.store, content);
    } catch (error) {
      next(error);
    }
  };
}

type ServedContent = PageContent | { kind: 'redirect'; status: number; location: string };

async function contentOf(
  store: StoreCode,
  route: PageRoute,
  req: Request,
  options: PagesOptions,
): Promise<ServedContent> {
  switch (route.kind) {
    case 'home':
      return { kind: 'found', name: null, description: null, paths: everyStore((code) => paths.home(code)) };
    case 'static':
      return {
        kind: 'found',
        name: null,
        description: null,
        paths: everyStore(
          (code) => `/${code}/${staticRoutePath(route.route, route.params, STORE_VIEWS[code].language)}`,
        ),
      };
    case 'not-found':
      return { kind: 'not-found' };
    case 'catalogue':
      return lookUp(store, req, options);
  }
}

async function lookUp(store: StoreCode, req: Request, options: PagesOptions): Promise<ServedContent> {
  const { requestId } = readRequestIdentity(req.headers);
  const result = await options.lookup({ store, path: req.path, requestId });
  switch (result.outcome) {
    case 'found':
      return { kind: 'found', name: result.name, description: result.description, paths: result.paths };
    case 'redirect':
      return { kind: 'redirect', status: result.status, location: result.location };
    case 'not-found':
      return { kind: 'not-found' };
    case 'unavailable':
      // The page may well exist: send the app with 200 and let it ask again (it shows its own not-found or
      // error state), rather than telling browsers and search engines that a real page is gone.
      options.logger?.warn({ path: req.path, requestId, reason: result.reason }, 'page lookup unavailable');
      return { kind: 'unknown' };
  }
}

async function sendPage(res: Response, options: PagesOptions, store: StoreCode, content: PageContent) {
  const template = await readFile(options.indexHtml, 'utf8');
  const html = injectHead(template, pageHeadOf(store, content, options.publicUrl));
  res
    .status(content.kind === 'not-found' ? 404 : 200)
    // The HTML differs per path and the app inside changes with each build: always revalidate.
    .set('Cache-Control', 'no-cache')
    .type('html')
    .send(html);
}

function everyStore(pathIn: (code: StoreCode) => string): Record<StoreCode, string> {
  return Object.fromEntries(STORE_CODES.map((code) => [code, pathIn(code)])) as Record<StoreCode, string>;
}

/** The raw query string of the request ('' or '?...'), as the visitor sent it. */
function queryStringOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
}
