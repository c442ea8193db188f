import { useLingui } from '@lingui/react/macro';
import type { NewSyncTask } from '@/shared/sync/domain/syncTask';
import { isOffline, useSyncQueue } from '@/shared/sync/SyncQueueProvider';
import { useNotifications } from '@/shared/ui/Notifications';
import { useApplyCouponMutation } from './ApplyCoupon.generated';
import { useCart } from './CartContext';
import { cartMessageOutcome, cartUserErrorOutcome } from './cartOutcomes';
import { useChangeCartItemQtyMutation } from './ChangeCartItemQty.generated';
import { offlineChangeCartItemQty, offlineRemoveCartItem } from './offlineCartChanges';
import { useRemoveCartItemMutation } from './RemoveCartItem.generated';
import { useRemoveCouponMutation } from './RemoveCoupon.generated';

export interface CartUserError {
  code: string;
  message: string;
  field?: string | null;
}

interface CartPayloadLike {
  message?: string | null;
  userErrors: readonly CartUserError[];
}

/** What a change did: the user errors it was refused with (none: done), or 'failed' when it never arrived. */
export type CartChangeResult = readonly CartUserError[] | 'failed';

/**
 * The cart's changes (quantity, removal, coupon). A guest's changes name the guest cart; a customer's name
 * none, so the server takes the session's cart. The cart in each answer replaces the cached one, so every
 * view of the cart (mini cart, cart page) shows it at once.
 */
export function useCartChanges() {
  const { t, i18n } = useLingui();
  const { cartId } = useCart();
  const { notify } = useNotifications();
  const [changeQty] = useChangeCartItemQtyMutation();
  const [removeItem] = useRemoveCartItemMutation();
  const [applyCoupon] = useApplyCouponMutation();
  const [removeCoupon] = useRemoveCouponMutation();
  const waitOffline = useWaitOffline();
  const cart = cartId ? { cartId } : {};

  const run = async (
    send: () => Promise<CartPayloadLike | undefined>,
    { notifyErrors = true }: { notifyErrors?: boolean } = {},
  ): Promise<CartChangeResult> => {
    try {
      const payload = await send();
      if (!payload) return 'failed';
      if (notifyErrors)
        payload.userErrors.forEach((error) => {
          const outcome = cartUserErrorOutcome(i18n, error);
          notify({ type: outcome.type, message: outcome.text });
        });
      if (payload.userErrors.length === 0 && payload.message) {
        const outcome = cartMessageOutcome(i18n, payload.message);
        notify({ type: outcome.type, message: outcome.text });
      }
      return payload.userErrors;
    } catch {
      notify({ type: 'error', message: t`Je winkelmandje kon niet worden aangepast. Probeer het opnieuw.` });
      return 'failed';
    }
  };

  return {
    /** `seenPrice`: the line's unit price as shown, told with the change when it waits offline. */
    changeQty: async (itemId: string, qty: number, seenPrice?: number) =>
      (await waitOffline(offlineChangeCartItemQty({ ...cart, itemId, qty }, seenPrice))) ??
      run(
        async () =>
          (await changeQty({ variables: { input: { ...cart, itemId, qty } } })).data?.changeCartItemQty,
      ),
    removeItem: async (itemId: string) =>
      (await waitOffline(offlineRemoveCartItem({ ...cart, itemId }))) ??
      run(async () => (await removeItem({ variables: { input: { ...cart, itemId } } })).data?.removeCartItem),
    /** The coupon form shows its refusal beside the field, not as a notification. */
    applyCoupon: (code: string) =>
      run(async () => (await applyCoupon({ variables: { input: { ...cart, code } } })).data?.applyCoupon, {
        notifyErrors: false,
      }),
    removeCoupon: () =>
      run(async () => (await removeCoupon({ variables: { input: cart } })).data?.removeCoupon),
  };
}

/**
 * seed 001 §4 'Offline queue': a cart change made while the browser is offline waits in the queue and is sent
 * when the network returns (the cart is loaded again then). Answers no user errors once the change waits;
 * null when it cannot wait (online, or no queue in this browser) and is to be sent now.
 */
export function useWaitOffline() {
  const { t } = useLingui();
  const { notify } = useNotifications();
  const queue = useSyncQueue();
  return async (request: (idempotencyKey: string) => NewSyncTask): Promise<CartChangeResult | null> => {
    if (!isOffline() || !queue) return null;
    if (!(await queue.enqueue(request))) return null;
    notify({ type: 'info', message: t`Je winkelmandje wordt bijgewerkt zodra je weer online bent.` });
    return [];
  };
}
