import { Trans } from '@lingui/react/macro';
import { Loading, LoadError } from '@/shared/ui/StatusMessages';
import { HeroBanner } from './HeroBanner';
import { ProductCarousel } from './ProductCarousel';
import { TextBlockSection } from './TextBlockSection';
import { useHomePageQuery } from './HomePage.generated';

/** The store view's homepage from the content service: a hero and sections in the editors' order. */
export function HomePage() {
  const { data, loading, error } = useHomePageQuery();
  if (!data && loading) return <Loading />;
  if (!data && error) return <LoadError />;
  const homepage = data?.homepage;
  if (!homepage) {
    // The field is null when the content service is down; the rest of the shop (navigation, cart) still works.
    return (
      <p className="content-unavailable">
        <Trans>De startpagina is even niet beschikbaar. Kijk gerust verder in onze boeken.</Trans>
      </p>
    );
  }
  return (
    <div className="home">
      <h1 className="home__title">{homepage.title}</h1>
      {homepage.hero && <HeroBanner banner={homepage.hero} />}
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
