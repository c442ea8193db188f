import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { formatIsoDate } from '@/shared/format/date';
import { descriptionText } from '@/shared/head/descriptionText';
import { slugVariables } from '@/shared/graphql/slugVariables';
import { PageMeta } from '@/shared/head/PageMeta';
import { foundInStores } from '@/shared/head/pageHead';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import { paths, useStoreView } from '@/shared/storeView';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs';
import { RichText } from '@/shared/ui/RichText';
import { FoundDocument } from '@/shared/ui/StatusMessages';
import { useNewsItemPageQuery, type NewsItemPageQuery } from './NewsItemPage.generated';
import styles from './News.module.css';

/** seed 001 §2 news detail (/nieuws/{slug}): the item, or the page-not-found page for 'Item not found'. */
export function NewsItemPage() {
  const { slug } = useParams();
  const { data, loading, error } = useNewsItemPageQuery({ variables: slugVariables(slug) });
  return (
    <FoundDocument document={data?.newsItem} loading={loading} failed={Boolean(error) && !data}>
      {(item) => <NewsArticle item={item} />}
    </FoundDocument>
  );
}

function NewsArticle({ item }: { item: NonNullable<NewsItemPageQuery['newsItem']> }) {
  const { code } = useStoreView();
  const { t } = useLingui();
  const html = useMemo(() => sanitizeHtml(item.body ?? ''), [item.body]);
  const meta = useMemo(
    () => foundInStores(item.alternates, item.title, item.intro || descriptionText(item.body ?? '') || null),
    [item],
  );
  return (
    <article className={styles.article} data-news-item={item.slug}>
      <PageMeta page={meta} />
      <Breadcrumbs
        items={[
          { label: t`Home`, to: paths.home(code) },
          { label: t`Nieuws`, to: paths.news(code) },
          { label: item.title },
        ]}
      />
      <h1>{item.title}</h1>
      <p className={styles.date}>
        <time dateTime={item.date}>{formatIsoDate(item.date)}</time>
      </p>
      <p className={styles.lead}>{item.intro}</p>
      {item.image && (
        <img
          className={styles.picture}
          src={imageUrl(item.image, IMAGE_SIZES.thumbnail)}
          alt=""
          width={IMAGE_SIZES.thumbnail.width}
          height={IMAGE_SIZES.thumbnail.height}
        />
      )}
      <RichText html={html} />
    </article>
  );
}
