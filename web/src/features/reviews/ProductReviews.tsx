import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { parseTimestamp } from '@/shared/format/date';
import { useFormatDay } from '@/shared/format/useFormatDateTime';
import { EmptyState } from '@/shared/ui/EmptyState';
import { StarRating } from '@/shared/ui/StarRating';
import type { ProductReviews_ProductFragment, ReviewList_ReviewFragment } from './ProductReviews.generated';
import { ReviewForm } from './ReviewForm';
import styles from './ProductReviews.module.css';

/**
 * The approved reviews of a product and the form to write one (seed 000 §1 'product reviews', §7
 * 'Reviews'). They come with the product in the product page's query, so the page's HTML says what readers
 * think of the book and the browser asks nothing after hydration. Null reviews: they could not be asked.
 */
export function ProductReviews({ product }: { product: ProductReviews_ProductFragment }) {
  const headingId = useId();
  const { sku, reviews } = product;
  return (
    <section className={styles.reviews} aria-labelledby={headingId} data-testid="product-reviews">
      <h2 id={headingId} className={styles.heading}>
        <Trans>Recensies</Trans>
      </h2>
      {!reviews ? (
        <EmptyState tone="warning" role="status">
          <p>
            <Trans>De recensies kunnen nu niet worden geladen.</Trans>
          </p>
        </EmptyState>
      ) : reviews.length === 0 ? (
        <p className={styles.none}>
          <Trans>Er zijn nog geen recensies van dit boek. Schrijf de eerste!</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      <ReviewForm sku={sku} />
    </section>
  );
}

function ReviewItem({ review }: { review: ReviewList_ReviewFragment }) {
  const formatDay = useFormatDay();
  const written = parseTimestamp(review.createdAt);
  const date = written ? formatDay(written) : null;
  const { nickname } = review;
  return (
    <li className={styles.review} data-testid="review">
      <h3 className={styles.title}>{review.title}</h3>
      {review.rating !== null && review.rating !== undefined && <StarRating stars={review.rating} />}
      <p className={styles.byline}>
        {date ? (
          <Trans>
            Door {nickname} op {date}
          </Trans>
        ) : (
          <Trans>Door {nickname}</Trans>
        )}
      </p>
      <p className={styles.detail}>{review.detail}</p>
    </li>
  );
}
