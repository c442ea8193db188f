import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { RichText } from '@/shared/ui/RichText';
import type { TextBlockSection_BlockFragment } from './TextBlockSection.generated';
import styles from './ContentPage.module.css';

export function TextBlockSection({ block }: { block: TextBlockSection_BlockFragment }) {
  const body = useMemo(() => sanitizeHtml(block.body), [block.body]);
  return (
    <section className={styles.block}>
      <h2>{block.title}</h2>
      <RichText html={body} />
    </section>
  );
}
