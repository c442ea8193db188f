import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { Link } from '@/shared/ui/Link';
import { RichText } from '@/shared/ui/RichText';
import type { TextBlockSection_BlockFragment } from './TextBlockSection.generated';
import styles from './ContentPage.module.css';

/** A block of editors' text on the homepage, with the link to read on when the editors gave one. */
export function TextBlockSection({ block }: { block: TextBlockSection_BlockFragment }) {
  const body = useMemo(() => sanitizeHtml(block.body), [block.body]);
  return (
    <section className={styles.block}>
      <h2>{block.title}</h2>
      <RichText html={body} />
      {block.link && block.linkLabel && (
        <p>
          <Link to={block.link}>{block.linkLabel}</Link>
        </p>
      )}
    </section>
  );
}
