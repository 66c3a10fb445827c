import {
  NOTIFICATION_TOAST_DURATION_MS,
  NOTIFICATION_TOAST_WIDTH_PX,
  notificationActionLabel,
  type Notification,
} from '@teamboard/shared';
import { toast } from 'sonner';
import { NotificationMessage } from './components/notification-message';
import { notificationPath } from './notification-action';

/**
 * A notification that just arrived, as a toast: its title and message, 10
 * seconds, 400px wide, and an action named after its type that opens it (when it has a link).
 */
export function showNotificationToast(
  notification: Notification,
  open: (notification: Notification) => void,
): void {
  const hasLink = notificationPath(notification) !== null;
  toast(notification.title, {
    id: `notification-${notification._id}`,
    description: <NotificationMessage html={notification.message} />,
    duration: NOTIFICATION_TOAST_DURATION_MS,
    style: { width: NOTIFICATION_TOAST_WIDTH_PX, maxWidth: 'calc(100vw - 2rem)' },
    action: hasLink
      ? { label: notificationActionLabel(notification.type), onClick: () => open(notification) }
      : undefined,
  });
}
