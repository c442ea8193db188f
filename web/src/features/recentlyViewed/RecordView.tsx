import { useEffect } from 'react';
import { useStoredProducts, type StoredProduct } from '@/shared/storage/storedProducts';
import { useStoreView } from '@/shared/storeView';
import { recentlyViewedKey, recordView } from './recentlyViewed';

/** Remembers that the shopper viewed the product (public data only, in this browser). */
export function RecordView({ product }: { product: StoredProduct }) {
  const { code } = useStoreView();
  const [, update] = useStoredProducts(recentlyViewedKey(code));
  const { sku, name, slug } = product;
  useEffect(() => {
    update((items) => recordView(items, { sku, name, slug }));
  }, [update, sku, name, slug]);
  return null;
}
