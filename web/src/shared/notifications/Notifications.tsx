/**
 * The notifications moved to the design system (shared/ui/Notifications.tsx). This module keeps the old
 * import path working for the app's store view root, which is being reworked for server rendering on
 * another branch; once both are merged the root imports from shared/ui and this file goes.
 */
export { NotificationList, NotificationsProvider, useNotifications } from '@/shared/ui/Notifications';
