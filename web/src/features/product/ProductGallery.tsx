import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { IMAGE_SIZES } from '@/shared/product/imageUrl';
import type { ProductGallery_ImageFragment } from './ProductGallery.generated';

/**
 * seed 000 §9 product gallery at 600x744: the API gives the images already sized (the resizer's URLs), in the
 * media gallery's order; the shopper picks which one is shown large.
 */
export function ProductGallery({ images }: { images: readonly ProductGallery_ImageFragment[] }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const image = images[shown] ?? images[0];
  if (!image) return <span className="product__image--none" aria-hidden="true" />;
  return (
    <div className="gallery">
      <img
        className="gallery__image"
        src={image.url}
        alt={image.label}
        width={image.width ?? IMAGE_SIZES.gallery.width}
        height={image.height ?? IMAGE_SIZES.gallery.height}
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((each, index) => (
            <li key={each.url}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t`Afbeelding ${index + 1} tonen`}
                onClick={() => setShown(index)}
              >
                <img src={each.url} alt="" width={60} height={74} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
