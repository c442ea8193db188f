import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import type { CmsPageView_PageFragment } from './CmsPageView.generated';

/** seed 000 §3 CMS page at /{identifier}: its heading and HTML content, sanitised. */
export function CmsPageView({ page }: { page: CmsPageView_PageFragment }) {
  const html = useMemo(() => sanitizeHtml(page.content), [page.content]);
  return (
    <article className="cms-page" data-identifier={page.identifier}>
      <h1>{page.contentHeading || page.title}</h1>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
