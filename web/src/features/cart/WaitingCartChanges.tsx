import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApolloClient } from '@apollo/client';
import { useSyncQueue } from '@/shared/sync/SyncQueueProvider';
import {
  cartTaskMetaOf,
  hasWaitingChanges,
  lineConflictsOf,
  NO_WAITING_CHANGES,
  priceConflictOf,
  waitingCartChanges,
  type LineConflict,
  type WaitingCartChanges,
} from './domain/waitingCartChanges';
import { CART_RELOAD_QUERIES, CART_TASK_EVENT } from './offlineCartChanges';
import { userErrorsOf } from './useOfflineCartOutcomes';

interface WaitingCartState {
  waiting: WaitingCartChanges;
  conflicts: readonly LineConflict[];
  /** The shopper saw them: a line's when they change it again, or those of a line that was never added. */
  dismissConflicts(match: (conflict: LineConflict) => boolean): void;
}

const WaitingCartContext = createContext<WaitingCartState>({
  waiting: NO_WAITING_CHANGES,
  conflicts: [],
  dismissConflicts: () => {},
});

/**
 * The cart's changes waiting in the offline queue, read from the queue (shared by the tabs), and the conflicts
 * the replay met (seed 001 §4: 'a conflict … is shown on its line'). Read again whenever the queue changes, in
 * this tab or another (the queue tells), and when the browser goes online; the cart renders again only when what
 * waits changed.
 */
export function WaitingCartProvider({ children }: { children: ReactNode }) {
  const queue = useSyncQueue();
  const client = useApolloClient();
  const [waiting, setWaiting] = useState<WaitingCartChanges>(NO_WAITING_CHANGES);
  const [conflicts, setConflicts] = useState<readonly LineConflict[]>([]);
  const shown = useRef('');

  useEffect(() => {
    if (!queue) return;
    let live = true;
    const read = () =>
      void queue
        .pending()
        .then((tasks) => {
          const next = waitingCartChanges(tasks.filter((task) => task.callbackEvent === CART_TASK_EVENT));
          const seen = JSON.stringify(next);
          if (!live || seen === shown.current) return;
          const before = shown.current
            ? (JSON.parse(shown.current) as WaitingCartChanges)
            : NO_WAITING_CHANGES;
          shown.current = seen;
          setWaiting(next);
          // Fewer changes wait: a replay (maybe another tab's) sent them, so the cart is asked again.
          if (waitingCount(next) < waitingCount(before))
            void client.refetchQueries({ include: [...CART_RELOAD_QUERIES] }).catch(() => undefined);
        })
        .catch(() => undefined);
    read();
    const stopChanged = queue.onChanged(read);
    const stopAnswered = queue.onAnswered((task, answer) => {
      if (task.callbackEvent !== CART_TASK_EVENT) return;
      const meta = cartTaskMetaOf(task.meta);
      const priceConflict = priceConflictOf(task.taskId, meta, answeredLinesOf(answer.result));
      const found = [
        ...lineConflictsOf(task.taskId, meta, userErrorsOf(answer)),
        ...(priceConflict ? [priceConflict] : []),
      ];
      if (found.length > 0) setConflicts((before) => [...before, ...found]);
    });
    window.addEventListener('online', read);
    return () => {
      live = false;
      stopChanged();
      stopAnswered();
      window.removeEventListener('online', read);
    };
  }, [queue, client]);

  const dismissConflicts = useCallback(
    (match: (conflict: LineConflict) => boolean) =>
      setConflicts((before) => (before.some(match) ? before.filter((conflict) => !match(conflict)) : before)),
    [],
  );
  const state = useMemo(
    () => ({
      waiting: hasWaitingChanges(waiting) ? waiting : NO_WAITING_CHANGES,
      conflicts,
      dismissConflicts,
    }),
    [waiting, conflicts, dismissConflicts],
  );
  return <WaitingCartContext value={state}>{children}</WaitingCartContext>;
}

function waitingCount(waiting: WaitingCartChanges): number {
  return waiting.added.length + Object.keys(waiting.changed).length;
}

export function useWaitingCartChanges(): WaitingCartState {
  return useContext(WaitingCartContext);
}

/** The lines of the cart a replayed change answered ({ changeCartItemQty: { cart: { items } } }), with their prices. */
function answeredLinesOf(result: unknown): { itemId: string; price: number }[] {
  const payloads = Object.values((result ?? {}) as Record<string, unknown>);
  return payloads.flatMap((payload) => {
    const items = (payload as { cart?: { items?: unknown } | null } | null)?.cart?.items;
    if (!Array.isArray(items)) return [];
    return items.flatMap((item: { itemId?: unknown; priceInclTax?: { value?: unknown } | null }) =>
      typeof item?.itemId === 'string' && typeof item.priceInclTax?.value === 'number'
        ? [{ itemId: item.itemId, price: item.priceInclTax.value }]
        : [],
    );
  });
}
