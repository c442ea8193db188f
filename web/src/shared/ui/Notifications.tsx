import { useLingui } from '@lingui/react/macro';
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
import { Button, ButtonLink } from './Button';
import { Icon } from './Icon';
import {
  addNotification,
  removeNotification,
  type Notification,
  type NotificationInput,
} from './notificationQueue';
import styles from './Notifications.module.css';

export type { Notification, NotificationAction, NotificationInput } from './notificationQueue';

interface NotificationsApi {
  notifications: readonly Notification[];
  notify(input: NotificationInput): void;
  dismiss(id: string): void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

/** seed 000 §3: a notification's id is random; made in the handler that notifies, never while rendering. */
const randomId = () => Math.random().toString(36).slice(2);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<readonly Notification[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotifications((list) => removeNotification(list, id));
  }, []);

  const notify = useCallback((input: NotificationInput) => {
    setNotifications((list) => addNotification(list, input, randomId()));
  }, []);

  // seed 000 §4: removed after its timeToLive (5000 ms by default), unless it has no timeout.
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

/**
 * The messages of the shop (added to cart, out of stock...). Two live regions that are always in the page,
 * so what is added to them is read out: a polite one for news, an assertive one (role alert) for errors.
 */
export function NotificationList() {
  const { notifications, dismiss } = useNotifications();
  const errors = notifications.filter((n) => n.type === 'error');
  const news = notifications.filter((n) => n.type !== 'error');
  return (
    <div className={styles.stack}>
      <div role="status" aria-live="polite" className={styles.region}>
        {news.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onDismiss={dismiss} />
        ))}
      </div>
      <div role="alert" className={styles.region}>
        {errors.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}

function NotificationItem({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss(id: string): void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.notification} data-type={notification.type} data-testid="notification">
      <p className={styles.message}>{notification.message}</p>
      {notification.action && (
        <ButtonLink
          variant="secondary"
          size="sm"
          className={styles.action}
          to={notification.action.to}
          onClick={() => onDismiss(notification.id)}
        >
          {notification.action.label}
        </ButtonLink>
      )}
      <Button
        variant="ghost"
        iconOnly
        className={styles.dismiss}
        onClick={() => onDismiss(notification.id)}
        aria-label={t`Melding sluiten`}
      >
        <Icon name="close" size={20} />
      </Button>
    </div>
  );
}
