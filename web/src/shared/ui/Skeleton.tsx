import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** A CSS length (or a ratio via aspectRatio): the size of what it stands for, so nothing jumps. */
  width?: string;
  height?: string;
  aspectRatio?: string;
  /** text: a line of text's height and rounding; block: an image or a panel. */
  shape?: 'text' | 'block' | 'pill';
}

/** A grey placeholder of the size of content that is still loading. Decorative: the region says it is busy. */
export function Skeleton({ width, height, aspectRatio, shape = 'text' }: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  return <span className={`${styles.skeleton} ${styles[shape]}`} style={style} aria-hidden="true" />;
}

/**
 * A loading region: busy for assistive technology, with one spoken "loading" text, and the skeletons the
 * page passes, laid out like the content that will replace them.
 */
export function LoadingRegion({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.region} role="status" aria-busy="true" data-testid="loading">
      <VisuallyHidden>{label ?? t`Laden…`}</VisuallyHidden>
      {children}
    </div>
  );
}
