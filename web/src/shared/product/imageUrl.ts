/** seed 000 §9 image sizes: listing thumbnails 310x300, product gallery 600x744, cart thumbnails 150x150. */
export const IMAGE_SIZES = {
  thumbnail: { width: 310, height: 300 },
  gallery: { width: 600, height: 744 },
  cartThumbnail: { width: 150, height: 150 },
  /** An author's photo (seed 001 §3 Authors and illustrators), square. */
  portrait: { width: 320, height: 320 },
} as const;

export type ImageSize = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

/**
 * Catalogue images are paths of the commerce platform's media (`/catalog/product/….svg`), served at the
 * wanted size by its image resizer (vue-storefront-api's `/img/{width}/{height}/resize{path}`), which the
 * web server proxies under the shop's own origin. Absolute URLs (a CDN) are used as they are.
 */
export function imageUrl(path: string, { width, height }: ImageSize): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `/img/${width}/${height}/resize/${path.replace(/^\/+/, '')}`;
}
