import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { RichText } from '@/shared/ui/RichText';
import type { CmsPageView_PageFragment } from './CmsPageView.generated';
import styles from './ContentPage.module.css';

/** seed 000 §3 CMS page at /{identifier}: its heading and HTML content, sanitised. */
export function CmsPageView({ page }: { page: CmsPageView_PageFragment }) {
  const html = useMemo(() => sanitizeHtml(page.content), [page.content]);
  return (
    <article className={styles.page} data-identifier={page.identifier}>
      <h1>{page.contentHeading || page.title}</h1>
      <RichText html={html} />
    </article>
  );
}
