/** An image's size in pixels, as the image resizer serves it. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * seed 000 §9 image sizes: listing thumbnails 310x300, product gallery 600x744, cart thumbnails 150x150; and an
 * author's photo (seed 001 §3 Authors and illustrators), square.
 */
export const IMAGE_SIZES = {
  thumbnail: { width: 310, height: 300 },
  gallery: { width: 600, height: 744 },
  cartThumbnail: { width: 150, height: 150 },
  portrait: { width: 320, height: 320 },
} as const satisfies Record<string, ImageSize>;

/** seed 000 §3: the image value 'no_selection' means the product has none. */
export const NO_IMAGE = 'no_selection';

/** Whether a product's image value names a picture: not 'no_selection', not empty, not missing. */
export function hasImage(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== NO_IMAGE;
}

/**
 * Media paths of the commerce platform (`/catalog/product/….svg`) are served at a size by its image resizer in
 * vue-storefront-api's form `/img/{width}/{height}/resize{path}`, which the web server proxies on the shop's
 * own origin. Absolute URLs (a CDN) are used as they are.
 */
export function resizedImageUrl(path: string, { width, height }: ImageSize): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `/img/${width}/${height}/resize/${path.trim().replace(/^\/+/, '')}`;
}

/**
 * The one place a product's picture gets its address: the resized image, or null when the product has none
 * ('no_selection', empty or missing), so nobody asks the resizer for a picture that does not exist and the
 * page shows its placeholder cover instead.
 */
export function productImageUrl(value: string | null | undefined, size: ImageSize): string | null {
  return hasImage(value) ? resizedImageUrl(value, size) : null;
}
