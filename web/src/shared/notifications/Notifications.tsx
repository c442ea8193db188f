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
import { Trans } from '@lingui/react/macro';
import {
  addNotification,
  removeNotification,
  type Notification,
  type NotificationInput,
} from './notificationQueue';

interface NotificationsApi {
  notifications: readonly Notification[];
  notify(input: NotificationInput): void;
  dismiss(id: string): void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<readonly Notification[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotifications((list) => removeNotification(list, id));
  }, []);

  const notify = useCallback((input: NotificationInput) => {
    setNotifications((list) => addNotification(list, input, Math.random().toString(36).slice(2)));
  }, []);

  useEffect(() => {
    for (const notification of notifications) {
      if (notification.hasNoTimeout || timers.current.has(notification.id)) continue;
      timers.current.set(
        notification.id,
        setTimeout(() => dismiss(notification.id), notification.timeToLive),
      );
    }
  }, [notifications, dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ notifications, notify, dismiss }), [notifications, notify, dismiss]);
  return <NotificationsContext value={api}>{children}</NotificationsContext>;
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a NotificationsProvider above it');
  return api;
}

/** The messages of the shop (added to cart, out of stock...), read out by screen readers as they come. */
export function NotificationList() {
  const { notifications, dismiss } = useNotifications();
  return (
    <div className="notifications" role="status" aria-live="polite">
      {notifications.map((notification) => (
        <div
          key={notification.id}
          className={`notification notification--${notification.type}`}
          data-testid="notification"
        >
          <p>{notification.message}</p>
          <button type="button" onClick={() => dismiss(notification.id)}>
            <Trans>OK</Trans>
          </button>
        </div>
      ))}
    </div>
  );
}
