import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { StoreCode } from '@shop/store-views';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { formatPrice } from '@/shared/format/price';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { accountPaths } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Link } from '@/shared/ui/Link';
import { Price } from '@/shared/ui/Price';
import { LoadError, Loading } from '@/shared/ui/StatusMessages';
import { orderDate, myOrderVariables } from './domain/orderHistory';
import { useMyOrderPageQuery } from './MyOrderPage.generated';
import { RequireLogin } from './RequireLogin';
import { orderStatusText } from './orderStatus';
import styles from './Account.module.css';

/**
 * seed 000 §2 my-order: one of the customer's orders (seed 000 §3 Order: id or number, status, date and time,
 * items, discount code, subtotal, tax, grand total). The API answers null for an order of anyone else, shown
 * as not found: whose order it is, is never told.
 */
export function MyOrderPage() {
  const { t } = useLingui();
  const { id: orderId } = myOrderVariables(useParams());
  const pathIn = useCallback((store: StoreCode) => accountPaths.myOrder(store, orderId), [orderId]);
  return (
    <>
      <EveryStorePageMeta name={t`Bestelling ${orderId}`} pathIn={pathIn} />
      <RequireLogin>
        <OrderDetails orderId={orderId} />
      </RequireLogin>
    </>
  );
}

function OrderDetails({ orderId }: { orderId: string }) {
  const { t, i18n } = useLingui();
  const { code, locale } = useStoreView();
  const formatDateTime = useFormatDateTime();
  const { data, loading, error } = useMyOrderPageQuery({ variables: myOrderVariables({ orderId }) });
  const backToOrders = (
    <Link to={accountPaths.myOrders(code)}>
      <Trans>Terug naar mijn bestellingen</Trans>
    </Link>
  );
  if (!data?.me) return loading ? <Loading /> : error ? <LoadError /> : null;
  const order = data.me.order;
  if (!order) {
    return (
      <EmptyState
        title={<Trans>Bestelling niet gevonden</Trans>}
        action={backToOrders}
        data-testid="order-not-found"
      >
        <p>
          <Trans>Deze bestelling bestaat niet of hoort niet bij jouw account.</Trans>
        </p>
      </EmptyState>
    );
  }
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
      <table className={styles.table}>
        <caption className={styles.muted}>
          <Trans>Artikelen</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col" className={styles.number}>{t`Aantal`}</th>
            <th scope="col" className={styles.number}>{t`Prijs`}</th>
            <th scope="col" className={styles.number}>{t`Totaal`}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.sku}>
              <td>
                {line.name}
                <br />
                <span className={styles.muted}>{line.sku}</span>
              </td>
              <td className={styles.number} data-label={t`Aantal`}>
                {line.qty}
              </td>
              <td className={styles.number} data-label={t`Prijs`}>
                {formatPrice(line.priceInclTax, locale)}
              </td>
              <td className={styles.number} data-label={t`Totaal`}>
                {formatPrice(line.rowTotalInclTax, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals} data-testid="order-totals">
        <dt>
          <Trans>Subtotaal</Trans>
        </dt>
        <dd>{formatPrice(order.subtotal, locale)}</dd>
        {order.discount.value !== 0 && (
          <>
            <dt>
              <Trans>Korting</Trans>
            </dt>
            <dd>{formatPrice(order.discount, locale)}</dd>
          </>
        )}
        <dt>
          <Trans>Verzending</Trans>
        </dt>
        <dd>{formatPrice(order.shipping, locale)}</dd>
        <dt>
          <Trans>Waarvan btw</Trans>
        </dt>
        <dd>{formatPrice(order.tax, locale)}</dd>
        <dt className={styles.grandTotal}>
          <Trans>Totaal</Trans>
        </dt>
        <dd className={styles.grandTotal}>
          <Price final={order.grandTotal} />
        </dd>
      </dl>
      <p>{backToOrders}</p>
    </section>
  );
}
