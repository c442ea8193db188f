import type { MediaGalleryEntry, ProductDocument } from '@shop/contracts';
import { hasImage, IMAGE_SIZES, resizedImageUrl, type ImageSize } from '@shop/routes';

export { IMAGE_SIZES };

export interface ProductImage {
  url: string;
  label: string;
  /** Null for the original file, whose size the index does not know. */
  width: number | null;
  height: number | null;
}

type Imaged = Pick<ProductDocument, 'image' | 'name' | 'media_gallery'>;

function labelOf(product: Imaged, path: string): string {
  return product.media_gallery.find((item) => item.image === path)?.lab || product.name;
}

/** The cover of a product as stored (a media path), labelled by its gallery entry, else by the product name. */
export function coverImage(product: Imaged): ProductImage | null {
  if (!hasImage(product.image)) return null;
  return { url: product.image, label: labelOf(product, product.image), width: null, height: null };
}

/** A product image at one of the seed's sizes. */
export function sizedImage(
  product: Imaged,
  path: string | null | undefined,
  size: ImageSize,
): ProductImage | null {
  if (!hasImage(path)) return null;
  return { url: resizedImageUrl(path, size), label: labelOf(product, path), ...size };
}

/** The listing thumbnail (310x300): the thumbnail attribute, else the cover. */
export function thumbnailImage(
  product: Imaged & Pick<ProductDocument, 'thumbnail'>,
  size: ImageSize = IMAGE_SIZES.thumbnail,
): ProductImage | null {
  return sizedImage(product, hasImage(product.thumbnail) ? product.thumbnail : product.image, size);
}

const isPicture = (entry: MediaGalleryEntry) => entry.typ === 'image' && hasImage(entry.image);

/**
 * The product page gallery (600x744): the media gallery's images in position order, each once; the
 * cover alone when the gallery has none; empty when the product has no image at all.
 */
export function galleryImages(product: Imaged): ProductImage[] {
  const paths = [...product.media_gallery]
    .filter(isPicture)
    .sort((a, b) => a.pos - b.pos)
    .map((entry) => entry.image);
  if (paths.length === 0 && hasImage(product.image)) paths.push(product.image);
  return [...new Set(paths)].flatMap((path) => sizedImage(product, path, IMAGE_SIZES.gallery) ?? []);
}
