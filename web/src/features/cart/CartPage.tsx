import { Trans, useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { ButtonLink } from '@/shared/ui/Button';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { paths, useStoreView } from '@/shared/storeView';
import { CartContents } from './CartContents';
import { CartEmpty, CartLoadError } from './CartStatus';
import { useShopperCart } from './useShopperCart';
import { useWaitingCartChanges } from './WaitingCartChanges';
import { WaitingLines } from './WaitingLines';
import styles from './CartPage.module.css';

/**
 * The cart page at /{store}/cart. Seed 000 §2 names no cart route (its cart view is the microcart); the
 * page gives the cart a whole screen and an address to link to, with the same parts as the mini cart.
 */
export function CartPage() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { cart, loading, error, refetch } = useShopperCart();
  const { waiting } = useWaitingCartChanges();
  return (
    <section className={styles.page}>
      <EveryStorePageMeta name={t`Winkelmandje`} pathIn={paths.cart} />
      <h1>
        <Trans>Winkelmandje</Trans>
      </h1>
      {loading ? (
        <CartPageSkeleton />
      ) : error && !cart ? (
        <CartLoadError onRetry={refetch} />
      ) : !cart || cart.items.length === 0 ? (
        <>
          <WaitingLines lines={[]} />
          {waiting.added.length === 0 && (
            <CartEmpty
              role="status"
              action={
                <ButtonLink variant="primary" to={paths.books(code)}>
                  <Trans>Verder winkelen</Trans>
                </ButtonLink>
              }
            />
          )}
        </>
      ) : (
        <CartContents
          cart={cart}
          layout="page"
          actions={
            <ButtonLink variant="primary" block to={paths.checkout(code)}>
              <Trans>Afrekenen</Trans>
            </ButtonLink>
          }
        />
      )}
    </section>
  );
}

/** The cart while it loads, laid out like it: three lines beside the summary. */
function CartPageSkeleton() {
  return (
    <LoadingRegion>
      <div className={styles.skeleton}>
        <div className={styles.skeletonLines}>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.skeletonLine}>
              <Skeleton shape="block" width="4.5rem" aspectRatio="1" />
              <div className={styles.skeletonText}>
                <Skeleton width="70%" />
                <Skeleton width="30%" />
              </div>
            </div>
          ))}
        </div>
        <Skeleton shape="block" width="100%" height="12rem" />
      </div>
    </LoadingRegion>
  );
}
