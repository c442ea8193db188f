import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { StoreCode } from '@shop/store-views';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { OrderDetails } from '@/shared/order/OrderDetails';
import { accountPaths } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { Link } from '@/shared/ui/Link';
import { FoundDocument } from '@/shared/ui/StatusMessages';
import { orderDate, myOrderVariables, orderTotalSegments } from './domain/orderHistory';
import { useMyOrderPageQuery, type MyOrderPageQuery } from './MyOrderPage.generated';
import { RequireLogin } from './RequireLogin';
import { orderStatusText } from './orderStatus';
import styles from './Account.module.css';

/**
 * seed 000 §2 my-order: one of the customer's orders (seed 000 §3 Order: id or number, status, date and time,
 * items, discount code, subtotal, tax, grand total; with its addresses, methods and how to pay it). The API
 * answers null for an unknown order and for an order of anyone else alike: both are page-not-found (a 404 from
 * the server), so whose order it is, is never told.
 */
export function MyOrderPage() {
  const { t } = useLingui();
  const { id: orderId } = myOrderVariables(useParams());
  const pathIn = useCallback((store: StoreCode) => accountPaths.myOrder(store, orderId), [orderId]);
  return (
    <>
      <EveryStorePageMeta name={t`Bestelling ${orderId}`} pathIn={pathIn} />
      <RequireLogin>
        <MyOrder orderId={orderId} />
      </RequireLogin>
    </>
  );
}

function MyOrder({ orderId }: { orderId: string }) {
  const { data, loading, error } = useMyOrderPageQuery({ variables: myOrderVariables({ orderId }) });
  return (
    <FoundDocument document={data?.me?.order} loading={loading} failed={Boolean(error) && !data?.me}>
      {(order) => <OrderPage order={order} />}
    </FoundDocument>
  );
}

type Order = NonNullable<NonNullable<MyOrderPageQuery['me']>['order']>;

function OrderPage({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const { code } = useStoreView();
  const formatDateTime = useFormatDateTime();
  return (
    <section className={styles.block} data-testid="order-details">
      <h2>
        <Trans>Bestelling {order.number}</Trans>
      </h2>
      <dl className={styles.details}>
        <dt>
          <Trans>Datum</Trans>
        </dt>
        <dd>{orderDate(order.createdAt, formatDateTime)}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{orderStatusText(i18n, order.status)}</dd>
        {order.discountCode && (
          <>
            <dt>
              <Trans>Kortingscode</Trans>
            </dt>
            <dd>{order.discountCode}</dd>
          </>
        )}
      </dl>
      <OrderDetails
        order={{
          ...order,
          totals: { segments: orderTotalSegments(order), grandTotal: order.grandTotal },
        }}
      />
      <p>
        <Link to={accountPaths.myOrders(code)}>
          <Trans>Terug naar mijn bestellingen</Trans>
        </Link>
      </p>
    </section>
  );
}
