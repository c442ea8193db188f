import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatIsoDate } from '@/shared/format/date';
import { attributeRows } from '@/shared/product/attributeRows';
import { PriceTag } from '@/shared/product/PriceTag';
import { StockLabel } from '@/shared/product/StockLabel';
import { useStoredProducts, type StoredProduct } from '@/shared/storage/storedProducts';
import { Button } from '@/shared/ui/Button';
import { DetailsList } from '@/shared/ui/DetailsList';
import { Drawer } from '@/shared/ui/Dialog';
import { HeaderAction } from '@/shared/ui/HeaderAction';
import { Icon } from '@/shared/ui/Icon';
import { Link } from '@/shared/ui/Link';
import { Skeleton } from '@/shared/ui/Skeleton';
import { onSessionChange } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { useCompareProductQuery } from './CompareProduct.generated';
import { compareListKey, removeFromCompare } from './compareList';
import styles from './CompareList.module.css';

/** seed 000 §2 compare: the products the shopper put side by side, opened from the header in a drawer. */
export function CompareList() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const [list, update] = useStoredProducts(compareListKey(code));
  const [open, setOpen] = useState(false);
  // seed 000 §4 'User session': logout clears the compare list.
  useEffect(
    () =>
      onSessionChange((event) => {
        if (event !== 'logout') return;
        update(() => []);
        setOpen(false);
      }),
    [update],
  );
  const count = list.length;
  if (count === 0) return null;
  return (
    <>
      <HeaderAction
        icon={<Icon name="compare" />}
        count={count}
        countProps={{ 'aria-hidden': true }}
        aria-label={t`Vergelijken (${count})`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t`Vergelijking`}>
        <section aria-label={t`Vergelijking`}>
          <ul className={styles.items}>
            {list.map((item) => (
              <li key={item.sku} data-testid="compare-item" className={styles.item}>
                <CompareItem
                  item={item}
                  onRemove={() => update((items) => removeFromCompare(items, item.sku))}
                />
              </li>
            ))}
          </ul>
        </section>
      </Drawer>
    </>
  );
}

/** One product of the comparison, with its current price, stock and attributes from the API. */
function CompareItem({ item, onRemove }: { item: StoredProduct; onRemove(): void }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { data, loading } = useCompareProductQuery({ variables: { sku: item.sku } });
  const product = data?.product;
  const name = item.name;
  const published = product?.publishDate ? formatIsoDate(product.publishDate) : null;
  return (
    <article className={styles.product}>
      <h3 className={styles.name}>
        <Link to={paths.product(code, item.sku, item.slug)}>{item.name}</Link>
      </h3>
      {!product && loading && (
        <div aria-hidden="true">
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </div>
      )}
      {product && (
        <DetailsList
          variant="compact"
          rows={[
            { key: 'author', term: t`Auteur`, details: product.author },
            { key: 'publishDate', term: t`Verschenen`, details: published },
            ...attributeRows(product.attributes),
          ]}
        />
      )}
      {product && <PriceTag price={product.price} sku={product.sku} />}
      {product && <StockLabel product={product} />}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`${name} niet meer vergelijken`}>
        <Trans>Verwijderen</Trans>
      </Button>
    </article>
  );
}
