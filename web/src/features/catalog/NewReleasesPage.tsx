import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { LISTING_PAGE_SIZE } from './listing';
import { newReleasesVariables } from './listingQuery';
import { useNewReleasesQuery } from './NewReleases.generated';
import { ProductListing } from './ProductListing';
import styles from './CategoryPage.module.css';

/** seed 000 §2 new-releases listing (/nieuwe-uitgaven, /new-releases): the products of category 3. */
export function NewReleasesPage() {
  const [query] = useSearchParams();
  const variables = newReleasesVariables(query);
  const { data, previousData, loading, error, fetchMore } = useNewReleasesQuery({ variables });
  return (
    <div className={styles.category}>
      <h1 className={styles.title}>
        <Trans>Nieuwe uitgaven</Trans>
      </h1>
      <ProductListing
        list={(data ?? previousData)?.newReleases}
        loading={loading}
        error={error}
        loadFrom={(start) =>
          fetchMore({ variables: { ...variables, paging: { start, pageSize: LISTING_PAGE_SIZE } } })
        }
      />
    </div>
  );
}
