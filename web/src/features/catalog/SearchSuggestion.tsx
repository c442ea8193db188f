import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_TERM_PARAM } from '@/shared/storeView';
import { Link } from '@/shared/ui/Link';
import type { SearchSuggestion_ListFragment } from './SearchSuggestion.generated';
import styles from './SearchSuggestion.module.css';

/**
 * 'Did you mean …?' under a search's title when a word of the term is not in the catalogue but a close one is
 * (the API's suggestion, from the index's own words); its link searches the corrected term afresh, as the search
 * panel would, since filters chosen for one term need not suit another.
 */
export function SearchSuggestion({ list }: { list: SearchSuggestion_ListFragment | undefined }) {
  const [query] = useSearchParams();
  const suggestion = list?.suggestion;
  if (!suggestion || suggestion === query.get(SEARCH_TERM_PARAM)) return null;
  const search = `?${new URLSearchParams({ [SEARCH_TERM_PARAM]: suggestion }).toString()}`;
  return (
    <p className={styles.suggestion} data-testid="search-suggestion">
      <Trans>
        Bedoelde je{' '}
        <Link to={{ search }} className={styles.term}>
          {suggestion}
        </Link>
        ?
      </Trans>
    </p>
  );
}
