import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useNotifications } from '@/shared/ui/Notifications';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { paths, useStoreView } from '@/shared/storeView';
import type { WishlistItem } from './domain/wishlist';
import { useWishlist } from './useWishlist';
import { WishlistLine, type WishlistLineProps } from './WishlistLine';
import type { WishlistLine_ProductFragment } from './WishlistLine.generated';
import { useWishlistPageQuery } from './WishlistPage.generated';
import styles from './WishlistPage.module.css';

export interface WishlistPageProps {
  /** The cart's button for an item (the cart is another feature: the app composes it in). */
  renderAddToCart: WishlistLineProps['renderAddToCart'];
}

/**
 * seed 001 §1, §4: the visitor's wishlist in this browser, each product with its current price and stock
 * (one query for all), 'add to cart' and remove, and a clear-all. The server's render, which has no storage,
 * shows it loading; the browser reads the wishlist once hydrated.
 */
export function WishlistPage({ renderAddToCart }: WishlistPageProps) {
  const { t } = useLingui();
  const { items, read, remove, clear } = useWishlist();
  const { notify } = useNotifications();
  const [confirming, setConfirming] = useState(false);
  const { data, previousData, loading, error, refetch } = useWishlistPageQuery({
    variables: { skus: items.map((item) => item.sku) },
    skip: items.length === 0,
  });
  // While a smaller list is asked after a removal, the lines keep the answer they had: nothing flickers.
  const answered = data ?? previousData;
  const found = new Map<string, WishlistLine_ProductFragment>();
  for (const product of answered?.productsBySku ?? []) if (product) found.set(product.sku, product);
  // A product is gone only when the answer for the current list leaves it out.
  const productOf = (item: WishlistItem) => found.get(item.sku) ?? (data && !loading ? null : undefined);

  const onRemove = (item: WishlistItem) => {
    remove(item.sku);
    const name = found.get(item.sku)?.name ?? item.name;
    notify({ type: 'success', message: t`${name} is van je verlanglijst verwijderd.` });
  };
  const onClear = () => {
    setConfirming(false);
    clear();
  };

  let body: ReactNode;
  if (!read) body = <WishlistLoading />;
  else if (items.length === 0) body = <WishlistEmpty />;
  else
    body = (
      <>
        {error && !answered && (
          <EmptyState
            tone="error"
            role="alert"
            action={
              <Button onClick={() => void refetch().catch(() => undefined)}>
                <Trans>Opnieuw proberen</Trans>
              </Button>
            }
          >
            <p>
              <Trans>De prijzen en de voorraad van je verlanglijst konden niet worden geladen.</Trans>
            </p>
          </EmptyState>
        )}
        <ul className={styles.lines} aria-busy={loading && !answered}>
          {items.map((item) => (
            <WishlistLine
              key={item.sku}
              item={item}
              product={productOf(item)}
              pending={loading}
              renderAddToCart={renderAddToCart}
              onRemove={() => onRemove(item)}
            />
          ))}
        </ul>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Alles verwijderen</Trans>
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          title={t`Verlanglijst leegmaken?`}
          confirmLabel={t`Alles verwijderen`}
          onConfirm={onClear}
          onCancel={() => setConfirming(false)}
        >
          <p>
            <Trans>Wil je alle producten van je verlanglijst verwijderen?</Trans>
          </p>
        </ConfirmDialog>
      </>
    );

  return (
    <section className={styles.page}>
      <h1>
        <Trans>Verlanglijst</Trans>
      </h1>
      {body}
    </section>
  );
}

/** Until this browser's wishlist is read: lines of a line's size, so the page does not jump. */
function WishlistLoading() {
  return (
    <LoadingRegion>
      <div className={styles.lines}>
        {Array.from({ length: 2 }, (_, index) => (
          <div key={index} className={styles.line}>
            <Skeleton shape="block" aspectRatio="1" />
            <div className={styles.about}>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
              <Skeleton width="8rem" height="1.5em" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

function WishlistEmpty() {
  const { code } = useStoreView();
  return (
    <EmptyState
      role="status"
      title={<Trans>Je verlanglijst is leeg.</Trans>}
      action={
        <ButtonLink variant="primary" to={paths.books(code)}>
          <Trans>Verder winkelen</Trans>
        </ButtonLink>
      }
    >
      <p>
        <Trans>Bewaar boeken met het hartje en vind ze hier terug.</Trans>
      </p>
    </EmptyState>
  );
}
