import { useEffect, useRef, useState, type RefObject } from 'react';
import { readerOriginOf } from '@/shared/digitalBook/readerOrigin';
import { readerProgressOf } from './readerMessages';
import { useRecordReadingProgressMutation } from './RecordReadingProgress.generated';

/** The reader posts after every page; a pupil leafing through records once they stop (the last page counts). */
export const RECORD_PROGRESS_DEBOUNCE_MS = 600;

/**
 * Records the reading progress the framed reader reports (seed 001 §3 Tracking: percentage per ISBN) with
 * recordReadingProgress, and puts it on the book's product in the cache, so every page showing the book shows
 * it. Only messages of this reader count (readerProgressOf). What is still waiting is recorded when the
 * reader closes. Returns whether recording failed.
 */
export function useReaderProgress({
  readerUrl,
  isbn,
  sku,
  frame,
}: {
  readerUrl: string | null;
  isbn: string;
  sku: string;
  frame: RefObject<HTMLIFrameElement | null>;
}): { failed: boolean } {
  const [failed, setFailed] = useState(false);
  const [record] = useRecordReadingProgressMutation({
    update(cache, { data }) {
      const progress = data?.recordReadingProgress.progress;
      if (!progress) return;
      cache.modify({
        id: cache.identify({ __typename: 'Product', sku }),
        fields: { readingProgress: () => progress.percentage },
      });
    },
  });
  const recordRef = useRef(record);
  recordRef.current = record;

  useEffect(() => {
    const origin = readerUrl ? readerOriginOf(readerUrl) : null;
    if (!origin) return;
    let pending: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const percentage = pending;
      pending = null;
      if (percentage === null) return;
      recordRef
        .current({ variables: { isbn, percentage } })
        .then(({ data }) => setFailed(!data?.recordReadingProgress.progress))
        .catch(() => setFailed(true));
    };
    const onMessage = (event: MessageEvent) => {
      const progress = readerProgressOf(event, { origin, window: frame.current?.contentWindow, isbn });
      if (!progress) return;
      pending = progress.percentage;
      clearTimeout(timer);
      timer = setTimeout(flush, RECORD_PROGRESS_DEBOUNCE_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      flush();
    };
  }, [readerUrl, isbn, frame]);

  return { failed };
}
