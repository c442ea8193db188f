import { ProductCard } from '@/shared/product/ProductCard';
import type { ProductCarousel_CarouselFragment } from './ProductCarousel.generated';

export function ProductCarousel({ carousel }: { carousel: ProductCarousel_CarouselFragment }) {
  return (
    <section className="carousel">
      <h2>{carousel.title}</h2>
      <div className="carousel__track">
        {carousel.products.map((product) => (
          <ProductCard key={product.sku} product={product} />
        ))}
      </div>
    </section>
  );
}
