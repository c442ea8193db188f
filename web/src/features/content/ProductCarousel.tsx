import { ProductRow } from '@/shared/product/ProductRow';
import type { ProductCarousel_CarouselFragment } from './ProductCarousel.generated';

/** A homepage section of books picked by the editors. */
export function ProductCarousel({ carousel }: { carousel: ProductCarousel_CarouselFragment }) {
  return <ProductRow title={carousel.title} products={carousel.products} />;
}
