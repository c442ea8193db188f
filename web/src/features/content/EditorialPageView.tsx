import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { RichText } from '@/shared/ui/RichText';
import type { EditorialPageView_PageFragment } from './EditorialPageView.generated';
import styles from './ContentPage.module.css';

/** An editorial page of the content service (seed 000 §2 /e/{slug}): its title and HTML body, sanitised. */
export function EditorialPageView({ page }: { page: EditorialPageView_PageFragment }) {
  const html = useMemo(() => sanitizeHtml(page.body), [page.body]);
  return (
    <article className={styles.page} data-url={page.url}>
      <h1>{page.title}</h1>
      <RichText html={html} />
    </article>
  );
}
