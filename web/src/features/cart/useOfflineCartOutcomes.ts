import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { SyncTaskAnswer } from '@/shared/sync/domain/syncTask';
import { useSyncQueue } from '@/shared/sync/SyncQueueProvider';
import { useNotifications } from '@/shared/ui/Notifications';
import { cartUserErrorOutcome } from './cartOutcomes';
import { CART_TASK_EVENT } from './offlineCartChanges';

/**
 * A cart change made offline that the cart refused once sent (sold out meanwhile, a line gone) is told as the
 * same change made online would be: its user errors in the store view's language.
 */
export function useOfflineCartOutcomes(): void {
  const queue = useSyncQueue();
  const { i18n } = useLingui();
  const { notify } = useNotifications();
  useEffect(
    () =>
      queue?.onAnswered((task, answer) => {
        if (task.callbackEvent !== CART_TASK_EVENT) return;
        for (const error of userErrorsOf(answer)) {
          const outcome = cartUserErrorOutcome(i18n, error);
          notify({ type: outcome.type, message: outcome.text });
        }
      }),
    [queue, i18n, notify],
  );
}

/** The user errors of a cart mutation's answer ({ addToCart: { userErrors } } and the like). */
export function userErrorsOf(answer: SyncTaskAnswer): { code: string; message: string }[] {
  const payloads = Object.values((answer.result ?? {}) as Record<string, unknown>);
  return payloads.flatMap((payload) => {
    const errors = (payload as { userErrors?: unknown } | null)?.userErrors;
    return Array.isArray(errors)
      ? errors.filter(
          (error): error is { code: string; message: string } =>
            typeof error?.code === 'string' && typeof error?.message === 'string',
        )
      : [];
  });
}
