import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CONTENT_KIND_LABELS } from './contentKind';
import type { ContentHits_ResultFragment } from './ContentHits.generated';
import styles from './ContentHits.module.css';

export interface ContentHitsProps {
  result: ContentHits_ResultFragment | null | undefined;
  /** The most hits to show (the panel shows a few, the results page all). */
  limit?: number;
  /** Called when a hit is followed (the search panel closes). */
  onNavigate?(): void;
}

/**
 * seed 001 §7 content search beside the books: the authors, news, educational material and pages whose title
 * holds the term, each leading to its page. Nothing when there are none (the books say what was found).
 */
export function ContentHits({ result, limit, onNavigate }: ContentHitsProps) {
  const { t, i18n } = useLingui();
  const hits = (result?.hits ?? []).slice(0, limit);
  if (hits.length === 0) return null;
  return (
    <section className={styles.hits} aria-label={t`Auteurs, nieuws en pagina's`} data-testid="content-hits">
      <ul className={styles.list}>
        {hits.map((hit) => (
          <li key={hit.path} className={styles.hit}>
            <span className={styles.kind}>{i18n._(CONTENT_KIND_LABELS[hit.kind])}</span>
            <Link className={styles.link} to={hit.path} onClick={onNavigate}>
              {hit.title}
            </Link>
            {hit.excerpt && <span className={styles.excerpt}>{hit.excerpt}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
