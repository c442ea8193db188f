import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { analyticsLinesOf } from '@/shared/analytics/dataLayer';
import { requestProblemText } from '@/shared/graphql/requestProblem';
import { useStoreView } from '@/shared/storeView';
import { isOffline } from '@/shared/sync/SyncQueueProvider';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { useNotifications } from '@/shared/ui/Notifications';
import { isOrderWaiting, type OfflineOrder } from './domain/offlineOrder';
import { paymentOutcomeOf } from './domain/paymentOutcome';
import { forgetOfflineOrder, offlineOrderOfStore } from './offlineOrderStore';
import type { OrderSummary_CartFragment } from './OrderSummary.generated';
import type { PaymentStep_CartFragment } from './PaymentStep.generated';
import { usePlaceOrderMutation } from './PlaceOrder.generated';
import type { PlacedOrder } from './useOrderPlaced';

export interface OfflineOrderConfirmProps {
  cart: PaymentStep_CartFragment & OrderSummary_CartFragment;
  onPlaced(order: PlacedOrder): void;
}

/**
 * seed 000 §8, seed 001 §4: the order made offline, offered for confirmation once the network is back ('Order
 * waiting!'). Confirmed, it is placed with its own idempotency key: pressed twice, or confirmed in two tabs,
 * it is one order. Refused (the cart changed meanwhile), it is dropped: the cart stays, to be ordered again.
 */
export function OfflineOrderConfirm({ cart, onPlaced }: OfflineOrderConfirmProps) {
  const { t, i18n } = useLingui();
  const { code } = useStoreView();
  const { notify, notifications, dismiss } = useNotifications();
  const [order, setOrder] = useState<OfflineOrder | null>(null);
  const [online, setOnline] = useState(() => !isOffline());
  const [placing, setPlacing] = useState(false);
  const [refused, setRefused] = useState(false);
  const [placeOrder] = usePlaceOrderMutation();

  useEffect(() => {
    let live = true;
    const read = () => {
      setOnline(!isOffline());
      void offlineOrderOfStore(code)
        .then((kept) => live && setOrder(isOrderWaiting(kept) ? kept : null))
        .catch(() => undefined);
    };
    read();
    window.addEventListener('online', read);
    window.addEventListener('offline', read);
    return () => {
      live = false;
      window.removeEventListener('online', read);
      window.removeEventListener('offline', read);
    };
  }, [code]);

  const confirm = async () => {
    if (!order || placing) return;
    setPlacing(true);
    try {
      const { data } = await placeOrder({ variables: { input: order.input } });
      if (!data) return;
      const answer = data.placeOrder;
      await forgetOfflineOrder(code, order.idempotencyKey);
      setOrder(null);
      // Answered: the notification that offered it has done its work.
      const offered = t`Bestelling wacht!`;
      for (const notification of notifications)
        if (notification.message === offered) dismiss(notification.id);
      if (paymentOutcomeOf(answer).kind === 'placed' && answer.order)
        return onPlaced({
          order: answer.order,
          totals: cart.totals,
          details: order.details,
          lines: analyticsLinesOf(cart.items),
        });
      console.error('[Checkout] The offline order was refused', answer.userErrors);
      setRefused(true);
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    } finally {
      setPlacing(false);
    }
  };

  if (refused)
    return (
      <Alert tone="error" data-testid="offline-order">
        <p>
          <Trans>
            Je offline bestelling kon niet worden geplaatst. Controleer je gegevens en bestel opnieuw.
          </Trans>
        </p>
      </Alert>
    );
  if (!order || !online) return null;
  return (
    <Alert
      tone="info"
      data-testid="offline-order"
      action={
        <Button variant="primary" onClick={() => void confirm()} loading={placing}>
          <Trans>Klik hier om de bestelling te bevestigen die je offline hebt geplaatst.</Trans>
        </Button>
      }
    >
      <p>
        <strong>
          <Trans>Bestelling wacht!</Trans>
        </strong>
      </p>
    </Alert>
  );
}
