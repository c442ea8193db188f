import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  /** False when everything is shown: then only the progress remains. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
  /** The button's text ("Meer boeken tonen"). */
  label: ReactNode;
  /** How far the shopper is ("50 van 52 boeken"), read out when it changes. */
  progress?: ReactNode;
}

/**
 * "Load more" under a listing: the next page is appended, the focus stays on the button, and the progress
 * line tells how many of how many are shown.
 */
export function LoadMore({ hasMore, loading, onLoadMore, label, progress }: LoadMoreProps) {
  return (
    <div className={styles.loadMore}>
      {progress && (
        <p className={styles.progress} aria-live="polite">
          {progress}
        </p>
      )}
      {hasMore && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {label}
        </Button>
      )}
    </div>
  );
}
