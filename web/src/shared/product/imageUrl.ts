/**
 * The image address rules every layer shares (@shop/routes): the seed's sizes, the resizer's address of a media
 * path (`imageUrl`), and a product's picture, null when it has none (`productImageUrl`, seed 000 §3).
 */
export { IMAGE_SIZES, productImageUrl, resizedImageUrl as imageUrl, type ImageSize } from '@shop/routes';
