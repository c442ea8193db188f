import { IMAGE_SIZES, imageUrl } from './imageUrl';

/**
 * A book's cover at the listing size, from the catalogue's image path, beside the book's title (which names the
 * book, so the cover is decorative: no alt text of its own). Lazy: such covers sit in lists below the fold.
 */
export function CoverThumbnail({ image, className }: { image: string; className?: string }) {
  return (
    <img
      className={className}
      src={imageUrl(image, IMAGE_SIZES.thumbnail)}
      alt=""
      width={IMAGE_SIZES.thumbnail.width}
      height={IMAGE_SIZES.thumbnail.height}
      loading="lazy"
    />
  );
}
