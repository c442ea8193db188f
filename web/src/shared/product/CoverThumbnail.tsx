import { BookCover } from './BookCover';
import { IMAGE_SIZES, productImageUrl } from './imageUrl';

/**
 * A book's cover at the listing size, from the catalogue's image path (the placeholder cover when it has none),
 * beside the book's title (which names the book, so the cover is decorative: no alt text of its own). Lazy:
 * such covers sit in lists below the fold.
 */
export function CoverThumbnail({ image }: { image: string | null | undefined }) {
  return (
    <BookCover src={productImageUrl(image, IMAGE_SIZES.thumbnail)} alt="" size={IMAGE_SIZES.thumbnail} />
  );
}
