import { expect, test } from './fixtures';
import { webUrl } from './stack';

/**
 * Issue 21 'No dead link': every internal link reachable from the home page of each store view answers 200
 * with its page, not the page-not-found page. The crawl reads the server's HTML (what a visitor without
 * JavaScript and a search engine get) and follows redirects. It visits every link of the home page (header,
 * menu, banners, carousels, footer), then every link of those pages but the catalogue's listings and products:
 * so the content pages' items (news, authors, materials, the books of the lists) are visited too, while the
 * catalogue's 2,000 products are checked by their own journeys rather than crawled whole. Links into another
 * store view are that store view's crawl.
 */
const STORES = [
  { code: 'nl-be', notFound: 'Pagina niet gevonden' },
  { code: 'nl-nl', notFound: 'Pagina niet gevonden' },
  { code: 'en-be', notFound: 'Page not found' },
  { code: 'en-rw', notFound: 'Page not found' },
] as const;

/** The catalogue's listings and products: visited, but their links (more listings and products) are not. */
const CATALOGUE_PAGE =
  /^\/[a-z]{2}-[a-z]{2}\/(c\/|p\/|boeken\.html|books\.html|nieuwe-uitgaven|new-releases)/;

const PARALLEL = 4;

/** The links of an HTML page into the store view's own pages, without fragments. */
function internalLinks(html: string, origin: string, store: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const href = match[1]!.replaceAll('&amp;', '&');
    if (href.startsWith('#') || /^(mailto|tel):/.test(href)) continue;
    const url = new URL(href, origin);
    if (url.origin !== origin || !url.pathname.startsWith(`/${store}/`)) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

interface Visit {
  path: string;
  status: number;
  redirected: boolean;
  title: string;
  html: string;
}

test.describe.configure({ timeout: 600_000 });

for (const store of STORES) {
  test(`${store.code}: every internal link reachable from the home page answers 200 with its page`, async ({
    request,
  }, testInfo) => {
    const origin = webUrl();
    const visited = new Map<string, Visit>();
    const visit = async (path: string): Promise<Visit> => {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 5 });
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const redirected = new URL(response.url()).pathname + new URL(response.url()).search !== path;
      const result = { path, status: response.status(), redirected, title, html };
      visited.set(path, result);
      return result;
    };
    const crawl = async (paths: string[]) => {
      const fresh = paths.filter((path) => !visited.has(path));
      for (let i = 0; i < fresh.length; i += PARALLEL)
        await Promise.all(fresh.slice(i, i + PARALLEL).map(visit));
      return fresh.map((path) => visited.get(path)!);
    };

    const linksOf = (page: Visit) => internalLinks(page.html, origin, store.code);
    const home = await visit(`/${store.code}/`);
    const first = await crawl(linksOf(home));
    await crawl(first.filter((page) => !CATALOGUE_PAGE.test(page.path)).flatMap(linksOf));

    const pages = [...visited.values()];
    const failures = pages
      .filter((page) => page.status !== 200 || page.title.startsWith(store.notFound))
      .map((page) => `${page.path} → ${page.status} ${page.title}`);
    const counts = {
      links: pages.length,
      ok: pages.filter((page) => page.status === 200).length,
      redirected: pages.filter((page) => page.redirected).length,
    };
    await testInfo.attach('crawl', { body: JSON.stringify(counts), contentType: 'application/json' });
    console.log(`${store.code}: ${JSON.stringify(counts)}`);
    expect(failures).toEqual([]);
    if (store.code === 'en-rw') {
      // seed 001 §6: an anonymous visitor of /en-rw is sent to the reading login, whose layout has no link into
      // the store but to itself (issue 22: every other one led back to the login).
      const readingLogin = /^\/en-rw\/(classreading|klaslezen)\/schoolid(\?|$)/;
      expect(pages.map((page) => page.path).filter((path) => !readingLogin.test(path))).toEqual(['/en-rw/']);
    } else {
      expect(counts.links).toBeGreaterThan(30);
    }
  });
}
