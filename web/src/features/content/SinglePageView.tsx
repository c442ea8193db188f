import { useMemo } from 'react';
import type { SinglePageKey } from '@shop/contracts';
import { descriptionText } from '@/shared/head/descriptionText';
import { PageMeta } from '@/shared/head/PageMeta';
import { foundInEveryStore } from '@/shared/head/pageHead';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { paths } from '@/shared/storeView';
import { RichText } from '@/shared/ui/RichText';
import { FoundDocument } from '@/shared/ui/StatusMessages';
import { useSinglePageQuery, type SinglePageView_PageFragment } from './SinglePageView.generated';
import styles from './ContentPage.module.css';

/**
 * seed 000 §2 'one static page view' (privacy, terms-and-conditions) and the shop's other single pages
 * (shipping, returns): the content service's single page (seed 001 §7 /single-page?page) in the store
 * view's language. The service's 'Page not found' (seed 000 §7) is the page-not-found screen (404).
 */
export function SinglePageScreen({ page }: { page: SinglePageKey }) {
  const { data, loading, error } = useSinglePageQuery({ variables: { page } });
  return (
    <FoundDocument document={data?.singlePage} loading={loading} failed={Boolean(error) && !data}>
      {(found) => <SinglePageView pageKey={page} page={found} />}
    </FoundDocument>
  );
}

export function SinglePageView({
  pageKey: key,
  page,
}: {
  /** The page's key, which is its path in every store view. */
  pageKey: SinglePageKey;
  page: SinglePageView_PageFragment;
}) {
  const html = useMemo(() => sanitizeHtml(page.body), [page.body]);
  const meta = useMemo(
    () => ({
      ...foundInEveryStore((code) => paths.singlePage(code, key)),
      name: page.title,
      description: descriptionText(page.body) || null,
    }),
    [key, page.title, page.body],
  );
  return (
    <article className={styles.page} data-single-page={page.page}>
      <PageMeta page={meta} />
      <h1>{page.title}</h1>
      <RichText html={html} />
    </article>
  );
}
