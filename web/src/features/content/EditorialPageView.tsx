import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import type { EditorialPageView_PageFragment } from './EditorialPageView.generated';

/** An editorial page of the content service (seed 000 §2 /e/{slug}): its title and HTML body, sanitised. */
export function EditorialPageView({ page }: { page: EditorialPageView_PageFragment }) {
  const html = useMemo(() => sanitizeHtml(page.body), [page.body]);
  return (
    <article className="editorial-page" data-url={page.url}>
      <h1>{page.title}</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
