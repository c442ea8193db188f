import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import type { BannerCard_BannerFragment } from './BannerCard.generated';
import { BannerLink } from './BannerLink';
import styles from './BannerCard.module.css';

/**
 * seed 001 §3 Banners: a small banner of the homepage or a product banner among a listing's books. The whole
 * card leads to the banner's link (a shop path, or another site in a new context).
 */
export function BannerCard({ banner }: { banner: BannerCard_BannerFragment }) {
  const label = banner.linkLabel ?? banner.title;
  const link = banner.link;
  return (
    <article className={styles.banner} data-testid="banner">
      {banner.image && (
        <img
          className={styles.image}
          src={imageUrl(banner.image, IMAGE_SIZES.thumbnail)}
          alt=""
          width={IMAGE_SIZES.thumbnail.width}
          height={IMAGE_SIZES.thumbnail.height}
          loading="lazy"
        />
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>{banner.title}</h2>
        {banner.text && <p className={styles.text}>{banner.text}</p>}
        {link && (
          <BannerLink className={styles.link} link={link}>
            {label}
          </BannerLink>
        )}
      </div>
    </article>
  );
}
