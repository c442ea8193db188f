import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ContentHits } from '@/shared/content/ContentHits';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useBooksListingQuery } from './BooksListing.generated';
import { LISTING_PAGE_SIZE } from './listing';
import { booksListingVariables, searchTermOf } from './listingQuery';
import { ProductListing } from './ProductListing';
import { SearchSuggestion } from './SearchSuggestion';
import styles from './CategoryPage.module.css';

/**
 * seed 000 §2 books.html (boeken.html): every book, or with ?q= the search results for that term (where the
 * search panel's "show all results" and the legacy /search and /zoeken lead), with filters and sort in the
 * route query like any listing. A term under 3 characters gets the API's answer (seed 000 §5), shown as is.
 */
export function BooksPage() {
  const [query] = useSearchParams();
  const term = searchTermOf(query);
  const variables = booksListingVariables(query);
  const { data, previousData, loading, error, fetchMore } = useBooksListingQuery({ variables });
  const answer = data ?? previousData;
  const list = answer?.products;
  const tooShort = list?.userErrors.some((userError) => userError.code === 'SEARCH_TERM_TOO_SHORT');
  return (
    <div className={styles.category}>
      <h1 className={styles.title}>
        {term ? <Trans>Zoekresultaten voor “{term}”</Trans> : <Trans>Boeken</Trans>}
      </h1>
      {term && <SearchSuggestion list={list} />}
      {term && <ContentHits result={answer?.contentSearch} />}
      {tooShort && (
        <p role="status">
          <Trans>Zoekterm van minstens 3 tekens</Trans>
        </p>
      )}
      <ProductListing
        list={list}
        loading={loading}
        error={error}
        searching={term !== ''}
        empty={
          term ? (
            <EmptyState role="status">
              <p>
                <Trans>Geen boeken gevonden.</Trans>
              </p>
            </EmptyState>
          ) : undefined
        }
        loadFrom={(start) =>
          fetchMore({
            variables: { search: { ...variables.search, paging: { start, pageSize: LISTING_PAGE_SIZE } } },
          })
        }
      />
    </div>
  );
}
