import { ProductCard } from '@/shared/product/ProductCard';
import type { ProductCarousel_CarouselFragment } from './ProductCarousel.generated';
import styles from './ProductCarousel.module.css';

/**
 * A titled row of books. On a phone it scrolls sideways within itself (snapping to the cards, the next card
 * peeking in); from the desktop on the cards sit in a grid.
 */
export function ProductCarousel({ carousel }: { carousel: ProductCarousel_CarouselFragment }) {
  return (
    <section className={styles.carousel}>
      <h2>{carousel.title}</h2>
      <ul className={styles.track}>
        {carousel.products.map((product) => (
          <li key={product.sku} className={styles.slide}>
            <ProductCard product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
