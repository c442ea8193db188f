/** seed 000 §3 Notification: id (random), type, message, action label, timeToLive, hasNoTimeout. */
export interface Notification {
  id: string;
  type: 'success' | 'warning' | 'error' | 'info';
  message: string;
  /** How long it stays, unless hasNoTimeout. */
  timeToLive: number;
  hasNoTimeout: boolean;
  /** seed 000 §3 'action1 label': a link the shopper may follow (§8 'Added': 'Proceed to checkout'). */
  action?: NotificationAction;
}

export interface NotificationAction {
  label: string;
  /** A path of the shop. */
  to: string;
}

export type NotificationInput = Pick<Notification, 'type' | 'message'> &
  Partial<Pick<Notification, 'timeToLive' | 'hasNoTimeout' | 'action'>>;

/** seed 000 §4: notifications are removed after timeToLive, 5000 ms by default. */
export const DEFAULT_TIME_TO_LIVE_MS = 5000;

/**
 * seed 000 §4 Notification: added; a message identical to the last one is ignored. Returns the list
 * unchanged (the same array) when the notification is ignored.
 */
export function addNotification(
  list: readonly Notification[],
  input: NotificationInput,
  id: string,
): readonly Notification[] {
  if (list.at(-1)?.message === input.message) return list;
  return [...list, { timeToLive: DEFAULT_TIME_TO_LIVE_MS, hasNoTimeout: false, ...input, id }];
}

export function removeNotification(list: readonly Notification[], id: string): readonly Notification[] {
  return list.filter((notification) => notification.id !== id);
}
