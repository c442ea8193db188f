import type { ProductDocument } from '@shop/contracts';

export interface ProductImage {
  url: string;
  label: string;
}

/** seed 000 §3: the image value 'no_selection' means the product has none. */
export const NO_IMAGE = 'no_selection';

/** The cover of a product, labelled by its media gallery entry, else by the product name. */
export function coverImage(
  product: Pick<ProductDocument, 'image' | 'name' | 'media_gallery'>,
): ProductImage | null {
  if (!product.image || product.image === NO_IMAGE) return null;
  const entry = product.media_gallery.find((item) => item.image === product.image);
  return { url: product.image, label: entry?.lab || product.name };
}
