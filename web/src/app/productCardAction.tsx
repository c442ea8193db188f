import type { RenderProductCardAction } from '@/shared/product/ProductCardAction';
import { WishlistButton } from '@/features/wishlist/WishlistButton';

/** Every product card (listings, search, rows) carries the wishlist's heart (seed 001 §4). */
export const productCardAction: RenderProductCardAction = (product) => (
  <WishlistButton product={product} iconOnly />
);
