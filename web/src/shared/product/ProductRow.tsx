import { useId, type ReactNode } from 'react';
import { Skeleton } from '@/shared/ui/Skeleton';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import type { ProductCard_ProductFragment } from './ProductCard.generated';
import styles from './ProductRow.module.css';

export interface ProductRowProps {
  /** The row's heading (an h2); left out when the page's heading already says what the books are. */
  title?: ReactNode;
  /** Under the heading: a sentence, a link to more. */
  children?: ReactNode;
  products: readonly ProductCard_ProductFragment[];
}

/**
 * A titled row of books: the homepage's carousels, an author's books, a curated list. On a phone it scrolls
 * sideways within itself (snapping to the cards, the next card peeking in); from the desktop on the cards sit
 * in a grid.
 */
export function ProductRow({ title, children, products }: ProductRowProps) {
  const headingId = useId();
  return (
    // Named by its heading, the row is a region a screen reader can jump to.
    <section className={styles.row} aria-labelledby={title ? headingId : undefined}>
      {title && <h2 id={headingId}>{title}</h2>}
      {children}
      <ul className={styles.track}>
        {products.map((product) => (
          <li key={product.sku} className={styles.slide}>
            <ProductCard product={product} headingLevel={title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A row still loading: a heading's line and cards of a card's size, so nothing jumps when it arrives. */
export function ProductRowSkeleton({ cards = 5 }: { cards?: number }) {
  return (
    <div className={styles.row}>
      <Skeleton width="12rem" height="1.5rem" />
      <ul className={styles.track}>
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className={styles.slide}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
