import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { IMAGE_SIZES } from '@/shared/product/imageUrl';
import type { ProductGallery_ImageFragment } from './ProductGallery.generated';
import styles from './ProductGallery.module.css';

/**
 * seed 000 §9 product gallery at 600x744: the API gives the images already sized (the resizer's URLs), in the
 * media gallery's order; the shopper picks which one is shown large. The large image is the page's main
 * content in the first screen: it loads at once, with high priority, at its size (no layout shift).
 */
export function ProductGallery({ images }: { images: readonly ProductGallery_ImageFragment[] }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const image = images[shown] ?? images[0];
  if (!image) return <span className={styles.none} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <img
        className={styles.image}
        src={image.url}
        alt={image.label}
        width={image.width ?? IMAGE_SIZES.gallery.width}
        height={image.height ?? IMAGE_SIZES.gallery.height}
        loading="eager"
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((each, index) => (
            <li key={each.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === shown}
                aria-label={t`Afbeelding ${index + 1} tonen`}
                onClick={() => setShown(index)}
              >
                <img src={each.url} alt="" width={60} height={74} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
