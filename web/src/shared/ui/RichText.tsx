import styles from './RichText.module.css';

/**
 * HTML from the editors (CMS pages, descriptions) with the shop's typography. The HTML must be sanitised
 * already (shared/html/sanitizeHtml): this only renders it.
 */
export function RichText({ html }: { html: string }) {
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
