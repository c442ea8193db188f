import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { accountPaths } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Link } from '@/shared/ui/Link';
import { Price } from '@/shared/ui/Price';
import { LoadError, Loading } from '@/shared/ui/StatusMessages';
import { myOrdersVariables, orderDate, pageCount } from './domain/orderHistory';
import { useMyOrdersPageQuery } from './MyOrdersPage.generated';
import { RequireLogin } from './RequireLogin';
import { orderStatusText } from './orderStatus';
import styles from './Account.module.css';

/** seed 000 §2 my-orders: the customer's orders, newest first, 20 a page (`?page=`). */
export function MyOrdersPage() {
  const { t } = useLingui();
  return (
    <>
      <EveryStorePageMeta name={t`Mijn bestellingen`} pathIn={accountPaths.myOrders} />
      <RequireLogin>
        <OrderList />
      </RequireLogin>
    </>
  );
}

function OrderList() {
  const { i18n } = useLingui();
  const { code } = useStoreView();
  const formatDateTime = useFormatDateTime();
  const [params] = useSearchParams();
  const variables = myOrdersVariables(params);
  const { data, loading, error } = useMyOrdersPageQuery({ variables });
  const orders = data?.me?.orders;
  const heading = (
    <h2>
      <Trans>Mijn bestellingen</Trans>
    </h2>
  );
  if (!orders) return loading ? <Loading /> : error ? <LoadError /> : null;
  if (orders.items.length === 0) {
    return (
      <section className={styles.block}>
        {heading}
        <EmptyState data-testid="orders-empty">
          <p>
            <Trans>Je hebt nog geen bestellingen geplaatst.</Trans>
          </p>
        </EmptyState>
      </section>
    );
  }
  const pages = pageCount(orders.total, orders.pageSize);
  const pageLink = (page: number) => `${accountPaths.myOrders(code)}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <section className={styles.block}>
      {heading}
      <ul className={styles.cards}>
        {orders.items.map((order) => (
          <li key={order.id} className={styles.card} data-testid="order">
            <Link to={accountPaths.myOrder(code, order.id)}>
              <Trans>Bestelling {order.number}</Trans>
            </Link>
            <p className={styles.muted}>
              {orderDate(order.createdAt, formatDateTime)} · {orderStatusText(i18n, order.status)}
            </p>
            <Price final={order.grandTotal} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={`${orders.currentPage} / ${pages}`}>
          {orders.currentPage > 1 ? (
            <Link to={pageLink(orders.currentPage - 1)}>
              <Trans>Vorige</Trans>
            </Link>
          ) : (
            <span />
          )}
          {orders.currentPage < pages && (
            <Link to={pageLink(orders.currentPage + 1)}>
              <Trans>Volgende</Trans>
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
