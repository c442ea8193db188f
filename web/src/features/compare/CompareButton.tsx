import { useLingui } from '@lingui/react/macro';
import type { StoredProduct } from '@/shared/storage/storedProducts';
import { useStoredProducts } from '@/shared/storage/storedProducts';
import { Button } from '@/shared/ui/Button';
import { useStoreView } from '@/shared/storeView';
import { addToCompare, compareListKey, removeFromCompare } from './compareList';

/** Puts the product on the compare list of the store view, or takes it off again. */
export function CompareButton({ product }: { product: StoredProduct }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const [list, update] = useStoredProducts(compareListKey(code));
  const listed = list.some((item) => item.sku === product.sku);
  return (
    <Button
      variant="secondary"
      aria-pressed={listed}
      onClick={() =>
        update((items) => (listed ? removeFromCompare(items, product.sku) : addToCompare(items, product)))
      }
    >
      {t`Vergelijken`}
    </Button>
  );
}
