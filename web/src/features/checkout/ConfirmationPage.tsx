import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { StoreCode } from '@shop/store-views';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { OrderDetails } from '@/shared/order/OrderDetails';
import type { OrderDetailsView } from '@/shared/order/orderDetails';
import { accountPaths, useSession } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { ButtonLink } from '@/shared/ui/Button';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Link } from '@/shared/ui/Link';
import { readPlacedOrder, type PlacedOrderRecord } from './placedOrderStore';
import styles from './CheckoutPage.module.css';

/** A confirmation kept by an older build knows the totals only. */
const NO_DETAILS: Omit<OrderDetailsView, 'totals'> = {
  items: [],
  shippingAddress: null,
  billingAddress: null,
  shippingMethod: null,
  paymentMethod: null,
  paymentInstructions: null,
};

/**
 * seed 000 §2 page kind 'order confirmation' (§3 Checkout isThankYouPage): the order just placed, by its
 * number. It shows what this tab kept when the order was placed, so a reload shows it again and never places
 * anything; another tab, or a tab opened later, says where the order can be found instead.
 */
export function ConfirmationPage() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const formatDateTime = useFormatDateTime();
  const { orderNumber = '' } = useParams();
  const { customer } = useSession();
  // Read once mounted: the server has no sessionStorage, and the first client render must match its markup.
  const [order, setOrder] = useState<PlacedOrderRecord | null | undefined>(undefined);
  useEffect(() => setOrder(readPlacedOrder(orderNumber)), [orderNumber]);
  const pathIn = useCallback(
    (store: StoreCode) => paths.checkoutConfirmation(store, orderNumber),
    [orderNumber],
  );
  const meta = <EveryStorePageMeta name={t`Bestelling ${orderNumber}`} pathIn={pathIn} />;
  const shopLink = (
    <ButtonLink variant="primary" to={paths.home(code)}>
      <Trans>Verder winkelen</Trans>
    </ButtonLink>
  );

  if (order === undefined)
    return (
      <section className={styles.confirmationPage}>
        {meta}
        <LoadingRegion>
          <Skeleton width="70%" height="2rem" />
          <Skeleton width="100%" height="12rem" shape="block" />
        </LoadingRegion>
      </section>
    );
  if (order === null) {
    return (
      <section className={styles.confirmationPage} data-testid="order-confirmation-unknown">
        {meta}
        <EmptyState headingLevel={1} title={<Trans>Bestelling {orderNumber}</Trans>} action={shopLink}>
          <p>
            <Trans>
              De details van deze bestelling kunnen we hier niet meer tonen. Je vindt ze in de
              bevestigingsmail.
            </Trans>
          </p>
          {customer && (
            <p>
              <Link to={accountPaths.myOrders(code)}>
                <Trans>Naar mijn bestellingen</Trans>
              </Link>
            </p>
          )}
        </EmptyState>
      </section>
    );
  }

  const placedAt = new Date(order.createdAt);
  return (
    <section className={styles.confirmationPage} data-testid="order-confirmation">
      {meta}
      <h1>
        <Trans>Bedankt voor je bestelling!</Trans>
      </h1>
      <div className={styles.confirmation}>
        <div className={styles.form}>
          <p>
            <Trans>
              Je bestelnummer is <strong data-testid="order-number">{order.number}</strong>.
            </Trans>
          </p>
          {!Number.isNaN(placedAt.getTime()) && (
            <p className={styles.muted}>
              <Trans>Geplaatst op {formatDateTime(placedAt)}</Trans>
            </p>
          )}
          <p>
            <Trans>
              We hebben een bevestiging gestuurd naar <strong>{order.email}</strong>.
            </Trans>
          </p>
          {order.accountCreated && (
            <p>
              <Trans>Je account is aangemaakt en je bent ingelogd.</Trans>
            </p>
          )}
          {(customer || order.accountCreated) && (
            <p>
              <Link to={accountPaths.myOrder(code, order.id)}>
                <Trans>Bekijk je bestelling in je account</Trans>
              </Link>
            </p>
          )}
        </div>
        <OrderDetails order={{ ...NO_DETAILS, ...order.details, totals: order }} />
        <div className={styles.actions}>{shopLink}</div>
      </div>
    </section>
  );
}
