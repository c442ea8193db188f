import { Readable, Writable } from 'node:stream';
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { getMarkupFromTree } from '@apollo/client/react/ssr';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { JSDOM } from 'jsdom';
import { STORE_VIEWS, type StoreCode } from '@shop/store-views';
import { newApolloClient } from '@/shared/graphql/createApolloClient';
import { createPageRecord, PageRecordProvider, type PageDeclaration } from '@/shared/head/PageMeta';
import type { SiteWords } from '@/shared/head/pageHead';
import { siteWordsOf } from '@/shared/head/siteWords';
import { setSanitizingDocument } from '@/shared/html/sanitizeHtml';
import { ServerConsentProvider } from '@/shared/consent/cookieConsent';
import { ServerPromoProvider } from '@/shared/promo/promoState';
import type { CookieConsent } from '@/shared/consent/domain/cookieConsent';
import { completeI18n } from '@/shared/i18n/loadI18n';
import { InitialResourcesProvider } from './app/initialResources';
import { askedOnce } from './app/askedOnce';
import { pageQueriesOf, type PageQuery, type VisitorSessions } from './app/pageQueries';
import { routes } from './app/routes';
import { serializeServerState, SERVER_STATE_ELEMENT_ID } from './app/serverState';
import { appTypePolicies } from './app/typePolicies';
import { renderStatsRecorder, type RenderStats } from './app/renderStats';

export interface RenderRequest {
  /** The page's address as the visitor asked for it. */
  url: URL;
  store: StoreCode;
  /**
   * Sends the render's GraphQL requests: the web server's session forwarder, which adds the visitor's
   * session (from their cookies) exactly as for the browser's own /graphql calls.
   */
  fetch: typeof fetch;
  /** A query of the render that takes longer fails; the browser asks it again. */
  queryTimeoutMs: number;
  /** Sent with every query: the request id. */
  headers: Record<string, string>;
  /** The page's Content-Security-Policy nonce, for any script React writes into the markup. */
  nonce: string;
  /**
   * The sessions the visitor's cookies hold (a customer's, a pupil's): the private pages' queries are asked
   * before the render only for a visitor who has one (pageQueries.ts).
   */
  sessions: VisitorSessions;
  /** The visitor's cookie consent that holds (seed 001 §4), from their cookie: without one the page carries the notice. */
  consent: CookieConsent | null;
  /** When the visitor last closed the promo notification (seed 001 §3 lastClosed), from their cookie. */
  promoLastClosed: string | null;
}

export interface RenderedPage {
  /** What the page declared about itself (null: nothing, e.g. its data could not be loaded). */
  declaration: PageDeclaration | null;
  /** The shop's own words for the page's head, in its language. */
  siteWords: SiteWords;
  /** The app's markup, streamed (the content of the root element). */
  markup: Readable;
  /** The script element with the state the browser hydrates with; it goes after the root element. */
  stateScript: string;
  /** Its data passes and the GraphQL operations it sent (the web server shows them with WEB_RENDER_STATS). */
  stats: RenderStats;
}

setSanitizingDocument(new JSDOM('<!doctype html>').window.document);

/** The route table's handler, made once: the routes are the same for every request. */
const handler = createStaticHandler(routes);

/**
 * Renders one page of the shop on the server with the queries the browser runs (seed 000 §2 routes), in one
 * data pass: the queries of the routes the address matches (the layout's and the page's, pageQueries.ts) are
 * asked at the same time, then the page renders once from the filled cache. Apollo's getMarkupFromTree drives
 * that render and renders again only if a part of the page asked for something no route named (a fallback,
 * such as the category menu when the content service is down). The page's status and head come from the
 * same render (its PageMeta declaration).
 */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const storeView = STORE_VIEWS[request.store];
  const recorder = renderStatsRecorder();
  const client = newApolloClient({
    storeCode: request.store,
    typePolicies: appTypePolicies,
    // The address the browser uses too; the forwarder knows where the gateway is.
    uri: '/graphql',
    headers: request.headers,
    ssrMode: true,
    fetch: askedOnce(
      recorder.fetch((input, init) =>
        request.fetch(input, {
          ...init,
          signal: AbortSignal.any([
            ...(init?.signal ? [init.signal] : []),
            AbortSignal.timeout(request.queryTimeoutMs),
          ]),
        }),
      ),
    ),
  });
  const context = await handler.query(new Request(request.url.href));
  if (context instanceof Response)
    throw new Error('The routes have no loaders that could answer a Response.');
  const [i18n] = await Promise.all([
    // The server renders every page: all catalogues, whatever the first load of the browser carries.
    completeI18n(storeView.locale),
    pageQueriesOf(context.matches, { url: request.url, sessions: request.sessions }).then((pages) =>
      Promise.all(pages.map((page) => preload(client, page))),
    ),
  ]);
  const router = createStaticRouter(handler.dataRoutes, context);

  const record = createPageRecord();
  const app = (
    <StrictMode>
      <PageRecordProvider record={record}>
        <InitialResourcesProvider code={request.store} resources={{ client, i18n }}>
          <ServerConsentProvider consent={request.consent}>
            <ServerPromoProvider lastClosed={request.promoLastClosed}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ServerPromoProvider>
          </ServerConsentProvider>
        </InitialResourcesProvider>
      </PageRecordProvider>
    </StrictMode>
  );
  const html = await getMarkupFromTree({
    tree: app,
    renderFunction: recorder.render((tree: ReactElement) => {
      // Each render records the page anew: the last one, with every answer in the cache, is the page.
      record.declaration = null;
      record.pages.clear();
      return renderedHtml(tree, request.nonce);
    }),
  });
  const state = serializeServerState({
    store: request.store,
    apollo: client.extract(),
    pages: [...record.pages],
  });
  return {
    declaration: record.declaration,
    siteWords: siteWordsOf(i18n),
    markup: Readable.from([html]),
    stateScript: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${state}</script>`,
    stats: recorder.stats(),
  };
}

/**
 * Asks a page's query and writes its answer to the cache, where the page's screens find it when they render.
 * 'all': what did answer is written and rendered; a part that failed shows its own error state. The answer is
 * written once and read by the screens (not also read back here, as a cached query would: on a page of 50
 * products that read is a fifth of the render's time). A failed query is not retried: the screen that asks it
 * gets the same failure (askedOnce).
 */
async function preload(client: ApolloClient<NormalizedCacheObject>, page: PageQuery): Promise<void> {
  try {
    const { data } = await client.query({ ...page, fetchPolicy: 'no-cache', errorPolicy: 'all' });
    if (data) client.writeQuery({ ...page, data });
  } catch {
    // The screen asks again, and gets this failure from askedOnce.
  }
}

/**
 * The markup of the whole page, once all of it is ready (the lazily loaded pages too): crawlers and browsers
 * without JavaScript get the whole page, not loading states.
 */
function renderedHtml(tree: ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collected = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Any script React writes itself runs under the page's Content-Security-Policy.
      nonce,
      // React moves a large boundary's content to the end of the stream, shown by a script: a browser
      // without JavaScript would see an empty page. Everything is ready anyway, so it stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(collected),
      onShellError: reject,
    });
  });
}
