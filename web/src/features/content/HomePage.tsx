import { Trans, useLingui } from '@lingui/react/macro';
import { BannerCard } from '@/shared/content/BannerCard';
import { ProductRowSkeleton } from '@/shared/product/ProductRow';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { LoadError } from '@/shared/ui/StatusMessages';
import { HeroBanner } from './HeroBanner';
import { ProductCarousel } from './ProductCarousel';
import { TextBlockSection } from './TextBlockSection';
import { useHomePageQuery } from './HomePage.generated';
import styles from './ContentPage.module.css';

/** The store view's homepage from the content service: a hero and sections in the editors' order. */
export function HomePage() {
  const { t } = useLingui();
  const { data, loading, error } = useHomePageQuery();
  if (!data && loading) return <HomePageSkeleton />;
  if (!data && error) return <LoadError />;
  const homepage = data?.homepage;
  const smallBanners = data?.banners?.smallBanners ?? [];
  if (!homepage) {
    // The field is null when the content service is down; the rest of the shop (navigation, cart) still works.
    return (
      <EmptyState tone="warning" role="status">
        <p>
          <Trans>De startpagina is even niet beschikbaar. Kijk gerust verder in onze boeken.</Trans>
        </p>
      </EmptyState>
    );
  }
  return (
    <div className={styles.home}>
      <h1 className={styles.homeTitle}>{homepage.title}</h1>
      {homepage.hero && <HeroBanner banner={homepage.hero} />}
      {smallBanners.length > 0 && (
        <ul className={styles.smallBanners} aria-label={t`Uitgelicht`}>
          {smallBanners.map((banner, index) => (
            <li key={index}>
              <BannerCard banner={banner} />
            </li>
          ))}
        </ul>
      )}
      {homepage.sections.map((section, index) => {
        if (section.__typename === 'ProductCarousel')
          return <ProductCarousel key={index} carousel={section} />;
        if (section.__typename === 'TextBlock') return <TextBlockSection key={index} block={section} />;
        // A section type added to the API later is skipped until this page knows how to show it.
        return null;
      })}
    </div>
  );
}

/** The homepage while it loads: title, the banner's box and a row of cards. */
function HomePageSkeleton() {
  return (
    <LoadingRegion>
      <div className={styles.home}>
        <Skeleton width="min(28rem, 80%)" height="2.25rem" />
        <Skeleton shape="block" height="16rem" />
        <ProductRowSkeleton />
      </div>
    </LoadingRegion>
  );
}
