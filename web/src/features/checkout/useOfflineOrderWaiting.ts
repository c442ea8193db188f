import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { onSessionChange } from '@/shared/session/sessionEvents';
import { paths, useStoreView } from '@/shared/storeView';
import { isOffline } from '@/shared/sync/SyncQueueProvider';
import { useNotifications } from '@/shared/ui/Notifications';
import { isOrderWaiting } from './domain/offlineOrder';
import { clearOfflineOrders, offlineOrderOfStore } from './offlineOrderStore';

/**
 * seed 001 §4 'unsent orders are offered for confirmation through a notification, 'Order waiting!' with 'Click
 * here to confirm the order that you made offline.'': told when the shop opens online and whenever the network
 * returns, its link going to the checkout's confirmation. Orders are not sent without the shopper's word (the
 * seed's 'sent automatically if configured': not configured here). Logout forgets them: they hold addresses.
 * The checkout itself shows the waiting order with its confirm button, so there the notification is not told
 * (on a phone the two covered the form).
 */
export function useOfflineOrderWaiting(): void {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { notify } = useNotifications();
  const onCheckout = useLocation().pathname === new URL(paths.checkout(code), 'http://shop').pathname;
  useEffect(() => {
    let live = true;
    const tell = () => {
      if (isOffline() || onCheckout) return;
      void offlineOrderOfStore(code)
        .then((order) => {
          if (!live || !isOrderWaiting(order)) return;
          notify({
            type: 'info',
            message: t`Bestelling wacht!`,
            hasNoTimeout: true,
            action: {
              label: t`Klik hier om de bestelling te bevestigen die je offline hebt geplaatst.`,
              to: paths.checkout(code, 'payment'),
            },
          });
        })
        .catch(() => undefined);
    };
    tell();
    window.addEventListener('online', tell);
    const stopSession = onSessionChange((change) => {
      if (change === 'logout') void clearOfflineOrders().catch(() => undefined);
    });
    return () => {
      live = false;
      window.removeEventListener('online', tell);
      stopSession();
    };
  }, [code, notify, t, onCheckout]);
}

/** Mounts the notice in the shop's providers (notifications, store view, language). */
export function OfflineOrderNotices(): null {
  useOfflineOrderWaiting();
  return null;
}
