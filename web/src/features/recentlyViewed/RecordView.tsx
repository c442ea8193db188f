import { useEffect } from 'react';
import { writeWhenAllowed } from '@/shared/consent/cookieConsent';
import { useStoredProducts, type StoredProduct } from '@/shared/storage/storedProducts';
import { useStoreView } from '@/shared/storeView';
import { recentlyViewedKey, recordView } from './recentlyViewed';

/**
 * Remembers that the shopper viewed the product (public data only, in this browser). Remembering what a
 * visitor looked at is personalization (seed 001 §3): without that consent the view waits in the queue and is
 * recorded once a consent allows it (seed 001 §4 'Queued cookies are written once consent allows them').
 */
export function RecordView({ product }: { product: StoredProduct }) {
  const { code } = useStoreView();
  const [, update] = useStoredProducts(recentlyViewedKey(code));
  const { sku, name, slug } = product;
  useEffect(() => {
    writeWhenAllowed('personalization', `${recentlyViewedKey(code)}/${sku}`, () =>
      update((items) => recordView(items, { sku, name, slug })),
    );
  }, [update, code, sku, name, slug]);
  return null;
}
