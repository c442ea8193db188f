import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import { paths } from '@/shared/storeView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { RichText } from '@/shared/ui/RichText';
import { Loading, NotFound, PageLoadError } from '@/shared/ui/StatusMessages';
import { TeaserCard } from '@/shared/ui/TeaserCard';
import {
  useEducationalMaterialOverviewQuery,
  type EducationalMaterialOverviewQuery,
} from './EducationalMaterialOverview.generated';
import styles from './EducationalMaterial.module.css';

/** seed 001 §2 educational material (/lesmateriaal): the editors' introduction and every material. */
export function EducationalMaterialOverviewPage() {
  const { data, loading, error } = useEducationalMaterialOverviewQuery();
  const overview = data?.educationalMaterialOverview;
  if (overview) return <Overview overview={overview} />;
  if (loading) return <Loading />;
  if (error && !data) return <PageLoadError />;
  return <NotFound />;
}

function Overview({
  overview,
}: {
  overview: NonNullable<EducationalMaterialOverviewQuery['educationalMaterialOverview']>;
}) {
  const { t } = useLingui();
  const html = useMemo(() => sanitizeHtml(overview.body), [overview.body]);
  return (
    <div className={styles.page}>
      <EveryStorePageMeta name={overview.title} pathIn={paths.educationalMaterial} />
      <h1>{overview.title}</h1>
      <RichText html={html} />
      {overview.items.length > 0 ? (
        <ul className={styles.grid} aria-label={t`Lesmateriaal`}>
          {overview.items.map((item) => (
            <li key={item.slug}>
              <TeaserCard
                to={item.path}
                title={item.title}
                image={item.image ? imageUrl(item.image, IMAGE_SIZES.thumbnail) : null}
              >
                <p>{item.intro}</p>
              </TeaserCard>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState role="status">
          <p>
            <Trans>Er is nog geen lesmateriaal. Kom gauw terug!</Trans>
          </p>
        </EmptyState>
      )}
    </div>
  );
}
