import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import type { TextBlockSection_BlockFragment } from './TextBlockSection.generated';

export function TextBlockSection({ block }: { block: TextBlockSection_BlockFragment }) {
  const body = useMemo(() => sanitizeHtml(block.body), [block.body]);
  return (
    <section className="text-block">
      <h2>{block.title}</h2>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: body }} />
    </section>
  );
}
