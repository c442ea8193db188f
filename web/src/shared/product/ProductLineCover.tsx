import { IMAGE_SIZES } from './imageUrl';
import styles from './ProductLine.module.css';

/**
 * The cover of a product line (the cart, the wishlist) at the seed's cart size, or an empty square of its
 * size. Decorative: the product's name beside it says what it is.
 */
export function ProductLineCover({ url }: { url: string | null | undefined }) {
  return url ? (
    <img
      className={styles.cover}
      src={url}
      alt=""
      width={IMAGE_SIZES.cartThumbnail.width}
      height={IMAGE_SIZES.cartThumbnail.height}
      loading="lazy"
    />
  ) : (
    <span className={styles.cover} aria-hidden="true" />
  );
}
