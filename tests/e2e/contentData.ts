import type { APIRequestContext } from '@playwright/test';
import { webUrl } from './stack';

/**
 * The first author of the store view's directory whose page lists books, with one of those books' names, read
 * from the storefront's own server-rendered pages.
 */
export async function authorWithBooks(
  request: APIRequestContext,
  store: { code: string; authorsSegment: string },
): Promise<{ name: string; book: string; path: string }> {
  const directory = await (await request.get(`${webUrl()}/${store.code}/${store.authorsSegment}`)).text();
  const pattern = new RegExp(`href="/${store.code}/${store.authorsSegment}/([a-z0-9-]+)"`, 'g');
  for (const [, slug] of directory.matchAll(pattern)) {
    const path = `/${store.code}/${store.authorsSegment}/${slug}`;
    const html = await (await request.get(`${webUrl()}${path}`)).text();
    const book = /data-testid="product-card"[^]*?<a [^>]*>([^<]+)<\/a>/.exec(html)?.[1];
    if (book) return { name: /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!, book, path };
  }
  throw new Error(`No author of ${store.code} has books`);
}
