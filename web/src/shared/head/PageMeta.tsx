import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { StoreCode } from '@shop/store-views';
import { useStoreView } from '@/shared/storeView';
import { useLingui } from '@lingui/react';
import { foundInEveryStore, pageTextOf, type PageContent } from './pageHead';
import { siteWordsOf } from './siteWords';

/** A page that is elsewhere: the server answers with this status and location (seed 000 §2 redirects). */
export interface PageRedirect {
  kind: 'redirect';
  status: 301 | 302 | 307 | 308;
  location: string;
}

/** What a rendered page says about itself: the one source of its HTTP status and its head. */
export type PageDeclaration = PageContent | PageRedirect;

/**
 * What one server render learned: the page's declaration (the last one rendered wins: a page part
 * deeper in the tree, such as a product page finding no product, knows more than the route around it) and
 * the lazily loaded pages it showed, which the browser loads before it hydrates.
 */
export interface PageRecord {
  declaration: PageDeclaration | null;
  pages: Set<string>;
}

export function createPageRecord(): PageRecord {
  return { declaration: null, pages: new Set() };
}

const PageRecordContext = createContext<PageRecord | null>(null);

/** Server render only: collects the declarations of the page being rendered. */
export function PageRecordProvider({ record, children }: { record: PageRecord; children: ReactNode }) {
  return <PageRecordContext value={record}>{children}</PageRecordContext>;
}

/** The record of the server render, or null in the browser. */
export function usePageRecord(): PageRecord | null {
  return useContext(PageRecordContext);
}

/**
 * Declares what the page shows. On the server the render records it (status code and head tags come from
 * it, see web/server/pages.ts); in the browser, after a navigation, it sets the document's title and
 * description the same way.
 */
export function PageMeta({ page }: { page: PageDeclaration }) {
  const record = usePageRecord();
  // A render-time write, on the server only, where the render is the page's one pass over the tree.
  if (record) record.declaration = page;
  const { code } = useStoreView();
  const { i18n } = useLingui();
  const text = page.kind === 'redirect' ? null : pageTextOf(code, page, siteWordsOf(i18n));
  const title = text?.title;
  const description = text?.description;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    const meta = document.querySelector('meta[name="description"]');
    // A page without a description (not found) leaves none behind from the page before.
    if (description) meta?.setAttribute('content', description);
    else meta?.remove();
  }, [title, description]);
  return null;
}

/**
 * Declares a page that exists in every store view at the path `pathIn` gives (home, listings, account
 * pages), named `name`, or after the store view when null.
 */
export function EveryStorePageMeta({
  name,
  pathIn,
}: {
  name: string | null;
  pathIn: (code: StoreCode) => string;
}) {
  const page = useMemo(() => ({ ...foundInEveryStore(pathIn), name }), [name, pathIn]);
  return <PageMeta page={page} />;
}
