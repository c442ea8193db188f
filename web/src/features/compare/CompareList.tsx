import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDate } from '@/shared/format/date';
import { PriceTag } from '@/shared/product/PriceTag';
import { StockLabel } from '@/shared/product/StockLabel';
import { useStoredProducts, type StoredProduct } from '@/shared/storage/storedProducts';
import { paths, useStoreView } from '@/shared/storeView';
import { useCompareProductQuery } from './CompareProduct.generated';
import { compareListKey, removeFromCompare } from './compareList';

/** seed 000 §2 compare: the products the shopper put side by side, opened from the header. */
export function CompareList() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const [list, update] = useStoredProducts(compareListKey(code));
  const [open, setOpen] = useState(false);
  const count = list.length;
  if (count === 0) return null;
  return (
    <div className="compare">
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t`Vergelijken (${count})`}
      </button>
      {open && (
        <section className="compare__panel" aria-label={t`Vergelijking`}>
          <ul className="compare__items">
            {list.map((item) => (
              <li key={item.sku} data-testid="compare-item">
                <CompareItem
                  item={item}
                  onRemove={() => update((items) => removeFromCompare(items, item.sku))}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** One product of the comparison, with its current price, stock and attributes from the API. */
function CompareItem({ item, onRemove }: { item: StoredProduct; onRemove(): void }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { data } = useCompareProductQuery({ variables: { sku: item.sku } });
  const product = data?.product;
  const name = item.name;
  const published = product?.publishDate ? formatIsoDate(product.publishDate) : null;
  return (
    <article className="compare__item">
      <h3>
        <Link to={paths.product(code, item.sku, item.slug)}>{item.name}</Link>
      </h3>
      {product && (
        <dl>
          {product.author && (
            <>
              <dt>
                <Trans>Auteur</Trans>
              </dt>
              <dd>{product.author}</dd>
            </>
          )}
          {published && (
            <>
              <dt>
                <Trans>Verschenen</Trans>
              </dt>
              <dd>{published}</dd>
            </>
          )}
          {product.attributes.map((attribute) => (
            <div key={attribute.code}>
              <dt>{attribute.label}</dt>
              <dd>{attribute.values.map((value) => value.label).join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
      {product && <PriceTag price={product.price} />}
      {product && <StockLabel stock={product.stock} />}
      <button
        type="button"
        className="button"
        onClick={onRemove}
        aria-label={t`${name} niet meer vergelijken`}
      >
        <Trans>Verwijderen</Trans>
      </button>
    </article>
  );
}
