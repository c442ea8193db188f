import { useCallback } from 'react';
import { useStoreView } from '@/shared/storeView';
import { formatDateTime, formatDay } from './date';

/** formatDateTime in the current store view's time zone: the same text in the server's render and the browser. */
export function useFormatDateTime(): (date: Date) => string {
  const { timeZone } = useStoreView();
  return useCallback((date: Date) => formatDateTime(date, timeZone), [timeZone]);
}

/** formatDay in the current store view's time zone. */
export function useFormatDay(): (date: Date) => string {
  const { timeZone } = useStoreView();
  return useCallback((date: Date) => formatDay(date, timeZone), [timeZone]);
}
