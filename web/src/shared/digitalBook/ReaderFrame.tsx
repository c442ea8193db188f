import { forwardRef } from 'react';
import { readerOriginOf } from './readerOrigin';
import styles from './ReaderFrame.module.css';

export interface ReaderFrameProps {
  /** The reader's address (an embed code's iframe src, http(s) only). */
  src: string;
  /** Names the frame for screen readers ('Lezer: <title>'). */
  title: string;
  'data-testid'?: string;
}

/**
 * The digital products service's reader, framed by the shop (seed 001: 'digital books can be read or listened to
 * through an embedded reader'): a pupil's book, a customer's e-book, a digital book's preview.
 */
export const ReaderFrame = forwardRef<HTMLIFrameElement, ReaderFrameProps>(function ReaderFrame(
  { src, title, 'data-testid': testId },
  ref,
) {
  return (
    <iframe
      ref={ref}
      className={styles.reader}
      src={src}
      title={title}
      sandbox={readerSandbox(src)}
      data-testid={testId}
    />
  );
});

/**
 * The reader runs its scripts in a sandbox. It keeps its own origin (allow-same-origin) only when that is not
 * the shop's: a frame without it posts from the origin 'null', which the progress check (its origin must be
 * the reader's) could not tell from any other sandboxed page; a frame at another origin cannot reach the shop's
 * page either way. Never at the shop's own origin, where scripts plus same origin could lift the sandbox.
 */
export function readerSandbox(readerUrl: string, shopOrigin = window.location.origin): string {
  const origin = readerOriginOf(readerUrl);
  return origin && origin !== shopOrigin ? 'allow-scripts allow-same-origin' : 'allow-scripts';
}
