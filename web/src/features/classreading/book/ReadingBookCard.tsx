import { Link } from 'react-router-dom';
import { CoverThumbnail } from '@/shared/product/CoverThumbnail';
import { paths, useStoreView } from '@/shared/storeView';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { ReadingBookCard_BookFragment } from './ReadingBookCard_book.generated';
import { ReadingProgress } from './ReadingProgress';
import styles from './Books.module.css';

/**
 * A book of a reading list: cover, title (the link to the book's classreading page), author, and the pupil's
 * progress when there is one (a teacher has none: readingProgress is a pupil's own).
 */
export function ReadingBookCard({ book }: { book: ReadingBookCard_BookFragment }) {
  const { code } = useStoreView();
  const progress = book.product.readingProgress;
  return (
    <article className={styles.card} data-testid="reading-book" data-sku={book.sku}>
      <CoverThumbnail image={book.image} />
      <h3 className={styles.title}>
        <Link className={styles.link} to={paths.classreadingBook(code, book.sku)}>
          {book.name}
        </Link>
      </h3>
      <p className={styles.author}>{book.author}</p>
      {progress !== null && progress !== undefined && <ReadingProgress percentage={progress} />}
    </article>
  );
}

/** Books as a grid of cards. */
export function ReadingBookGrid({ books }: { books: readonly ReadingBookCard_BookFragment[] }) {
  return (
    <ul className={styles.grid}>
      {books.map((book) => (
        <li key={book.sku}>
          <ReadingBookCard book={book} />
        </li>
      ))}
    </ul>
  );
}

/** A grid still loading, the size of the cards that will replace it. */
export function ReadingBookGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card}>
          <Skeleton shape="block" aspectRatio="310 / 300" />
          <Skeleton width="85%" />
          <Skeleton width="55%" />
        </li>
      ))}
    </ul>
  );
}
