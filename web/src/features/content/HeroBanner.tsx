import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import { BannerLink } from '@/shared/content/BannerLink';
import { buttonClass } from '@/shared/ui/Button';
import type { HeroBanner_BannerFragment } from './HeroBanner.generated';
import styles from './HeroBanner.module.css';

/** The homepage's banner: in the first screen, so its image loads at once with high priority. */
export function HeroBanner({ banner }: { banner: HeroBanner_BannerFragment }) {
  return (
    <section className={styles.hero}>
      {banner.image && (
        <img
          className={styles.image}
          src={imageUrl(banner.image, IMAGE_SIZES.gallery)}
          alt=""
          width={IMAGE_SIZES.gallery.width}
          height={IMAGE_SIZES.gallery.height}
          fetchPriority="high"
        />
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>{banner.title}</h2>
        {banner.text && <p className={styles.text}>{banner.text}</p>}
        {banner.link && banner.linkLabel && (
          <BannerLink className={buttonClass({ variant: 'primary' })} link={banner.link}>
            {banner.linkLabel}
          </BannerLink>
        )}
      </div>
    </section>
  );
}
