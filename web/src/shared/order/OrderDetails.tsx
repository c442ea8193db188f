import { Trans, useLingui } from '@lingui/react/macro';
import { TotalSegments } from '@/shared/cart/TotalSegments';
import { orderShippingMethodTitle, paymentMethodTitle } from '@/shared/checkout/methodTitles';
import { countryName } from '@/shared/format/country';
import { streetLineOf } from '@/shared/forms/addressFields';
import { formatPrice } from '@/shared/format/price';
import { ChosenBundleOptions } from '@/shared/product/ChosenBundleOptions';
import { useStoreView } from '@/shared/storeView';
import type { OrderAddressView, OrderDetailsView } from './orderDetails';
import { OrderFacts } from './OrderFacts';
import { PaymentInstructions } from './PaymentInstructions';
import styles from './OrderDetails.module.css';

/**
 * One placed order, the same on the confirmation and on the order's page: how to pay it (a bank transfer),
 * its lines, its totals once, the addresses and the methods.
 */
export function OrderDetails({ order }: { order: OrderDetailsView }) {
  const { t, i18n } = useLingui();
  const { locale } = useStoreView();
  return (
    <div className={styles.details}>
      {order.paymentInstructions && <PaymentInstructions instructions={order.paymentInstructions} />}
      <section className={styles.block} aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">
          <Trans>Artikelen</Trans>
        </h2>
        <ul className={styles.lines} data-testid="order-items">
          {order.items.map((line) => (
            <li key={line.sku} className={styles.line}>
              <span>
                {line.name}
                <span className={styles.muted}>
                  {' '}
                  <Trans>
                    {line.qty} × {formatPrice(line.priceInclTax, locale)}
                  </Trans>
                </span>
                <ChosenBundleOptions chosen={line.bundleOptions ?? []} product={line.product} />
              </span>
              <span>{formatPrice(line.rowTotalInclTax, locale)}</span>
            </li>
          ))}
        </ul>
        <TotalSegments totals={order.totals} data-testid="order-totals" />
      </section>
      <div className={styles.columns}>
        {order.shippingAddress && (
          <AddressBlock
            title={t`Verzendadres`}
            address={order.shippingAddress}
            testId="order-shipping-address"
          />
        )}
        {order.billingAddress && (
          <AddressBlock
            title={t`Factuuradres`}
            address={order.billingAddress}
            testId="order-billing-address"
          />
        )}
      </div>
      <OrderFacts
        facts={[
          {
            key: 'shipping',
            term: t`Verzendmethode`,
            details: order.shippingMethod && orderShippingMethodTitle(i18n, order.shippingMethod),
          },
          {
            key: 'payment',
            term: t`Betaalmethode`,
            details: order.paymentMethod && paymentMethodTitle(i18n, order.paymentMethod),
          },
        ]}
        data-testid="order-methods"
      />
    </div>
  );
}

function AddressBlock({
  title,
  address,
  testId,
}: {
  title: string;
  address: OrderAddressView;
  testId: string;
}) {
  const { locale } = useStoreView();
  return (
    <section className={styles.block} data-testid={testId}>
      <h3>{title}</h3>
      <address className={styles.address}>
        {address.firstname} {address.lastname}
        {address.company && <br />}
        {address.company}
        <br />
        {streetLineOf(address)}
        <br />
        {address.postcode} {address.city}
        <br />
        {countryName(address.countryId, locale)}
      </address>
    </section>
  );
}
