import { Trans, useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { LoadMore } from '@/shared/ui/LoadMore';
import { LoadedList } from '@/shared/ui/StatusMessages';
import { useNewsOverviewQuery } from './NewsOverview.generated';
import { NewsTeaser } from './NewsTeaser';
import { newsOverviewVariables } from './newsQuery';
import styles from './News.module.css';

/**
 * seed 001 §2 news overview (/nieuws, /news): the newest ten, then 'more news' appends the next ten until the
 * list is fully fetched (seed 001 §4: a page holding fewer items than asked is the last).
 */
export function NewsOverviewPage() {
  const { t } = useLingui();
  const { data, loading, error, fetchMore } = useNewsOverviewQuery({
    variables: newsOverviewVariables(),
    notifyOnNetworkStatusChange: true,
  });
  const news = data?.news;
  const items = news?.items ?? [];
  return (
    <div className={styles.page}>
      <EveryStorePageMeta name={t`Nieuws`} pathIn={paths.news} />
      <h1>
        <Trans>Nieuws</Trans>
      </h1>
      <LoadedList
        loading={!data && loading}
        failed={!news && !loading}
        empty={items.length === 0}
        emptyMessage={<Trans>Er is nog geen nieuws. Kom gauw terug!</Trans>}
        rowHeight="12rem"
      >
        <ul className={styles.grid} aria-label={t`Nieuwsberichten`}>
          {items.map((item) => (
            <li key={item.slug}>
              <NewsTeaser item={item} />
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={news?.fullyFetched === false}
          loading={loading}
          onLoadMore={() => void fetchMore({ variables: newsOverviewVariables(items.length) })}
          label={<Trans>Meer nieuws</Trans>}
        />
      </LoadedList>
      {error && data && (
        <InlineMessage tone="error" live="alert">
          <Trans>Er is iets misgegaan. Probeer het later opnieuw.</Trans>
        </InlineMessage>
      )}
    </div>
  );
}
