import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/shared/ui/Icon';
import type { ImageSize } from './imageUrl';
import styles from './BookCover.module.css';

export interface BookCoverProps {
  /** The picture's address (productImageUrl), or null when the product has none. */
  src: string | null;
  /** The picture's text; empty when the title beside it says it all. */
  alt: string;
  size: ImageSize;
  loading?: 'lazy' | 'eager';
}

/**
 * A product's cover, or the shop's placeholder cover when it has none (seed 000 §3 'no_selection', an empty
 * value) or its picture cannot be loaded: never an empty frame or a broken-image icon. Both take the cover's
 * box, so a listing does not jump when one is swapped for the other.
 */
export function BookCover({ src, alt, size, loading = 'lazy' }: BookCoverProps) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // A picture of the server's markup may have failed before the browser's script listened: a finished
  // picture without a width did.
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailed(shown.getAttribute('src'));
  }, [src]);

  if (src === null || failed === src) {
    return (
      <span
        className={styles.placeholder}
        data-testid="placeholder-cover"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <Icon name="book" size={40} />
      </span>
    );
  }
  return (
    <img
      ref={image}
      className={styles.cover}
      src={src}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={loading}
      onError={() => setFailed(src)}
    />
  );
}
