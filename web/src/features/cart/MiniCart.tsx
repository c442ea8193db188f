import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Drawer } from '@/shared/ui/Dialog';
import { HeaderAction } from '@/shared/ui/HeaderAction';
import { Icon } from '@/shared/ui/Icon';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { paths, useStoreView } from '@/shared/storeView';
import { useCart } from './CartContext';
import { CartEmpty, CartLoadError } from './CartStatus';
import { miniCartCountWithWaiting } from './domain/waitingCartChanges';
import { useShopperCart } from './useShopperCart';
import { useWaitingCartChanges } from './WaitingCartChanges';
import { WaitingLines } from './WaitingLines';
import styles from './MiniCart.module.css';

/** The drawer's lines, coupon and totals load when a cart with lines is shown, not with every first page. */
const CartContents = lazy(() =>
  import('./CartContents').then((module) => ({ default: module.CartContents })),
);

/**
 * The mini cart in the header: the number of items (seed 000 §9: the minicart counts by quantity), and when
 * opened a drawer with the cart's lines, coupon and totals (the cart page's parts), the way to the cart page
 * and to the checkout.
 */
export function MiniCart() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { isMiniCartOpen, setMiniCartOpen } = useCart();
  const { cart, loading, error, refetch } = useShopperCart();
  const { waiting } = useWaitingCartChanges();
  // The changes made offline count as made (seed 001 §4); the drawer says which of them wait.
  const count = Math.max(0, miniCartCountWithWaiting(cart?.itemsQty ?? 0, cart?.items ?? [], waiting));
  const hasLines = (cart?.items.length ?? 0) > 0;
  const close = () => setMiniCartOpen(false);
  return (
    <>
      <HeaderAction
        icon={<Icon name="cart" />}
        label={<Trans>Winkelmandje</Trans>}
        count={count}
        tone="accent"
        outlined
        countProps={{ 'data-testid': 'minicart-count' }}
        aria-expanded={isMiniCartOpen}
        aria-haspopup="dialog"
        onClick={() => setMiniCartOpen(true)}
      />
      <Drawer
        open={isMiniCartOpen}
        onClose={close}
        title={t`Winkelmandje`}
        footer={
          <div className={styles.footer}>
            {hasLines && (
              <>
                <ButtonLink variant="primary" block to={paths.checkout(code)} onClick={close}>
                  <Trans>Afrekenen</Trans>
                </ButtonLink>
                <ButtonLink variant="secondary" block to={paths.cart(code)} onClick={close}>
                  <Trans>Bekijk je winkelmandje</Trans>
                </ButtonLink>
              </>
            )}
            <Button variant={hasLines ? 'ghost' : 'secondary'} block onClick={close}>
              <Trans>Verder winkelen</Trans>
            </Button>
          </div>
        }
      >
        <section aria-label={t`Winkelmandje`}>
          {loading ? (
            <LinesLoading />
          ) : error && !cart ? (
            <CartLoadError onRetry={refetch} />
          ) : cart && hasLines ? (
            <Suspense fallback={<LinesLoading />}>
              <CartContents cart={cart} layout="drawer" onNavigate={close} />
            </Suspense>
          ) : (
            <>
              <WaitingLines lines={[]} />
              {waiting.added.length === 0 && <CartEmpty />}
            </>
          )}
        </section>
      </Drawer>
    </>
  );
}

function LinesLoading() {
  return (
    <LoadingRegion>
      <Skeleton width="80%" />
      <Skeleton width="60%" />
    </LoadingRegion>
  );
}
