import type { Notification } from '@teamboard/shared';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { notificationPath } from './notification-action';

/** Opening a notification (from the list or its toast): it becomes read and its link opens. */
export function useOpenNotification(): (notification: Notification) => void {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification) => {
    if (!notification.read) markRead.mutate(notification._id);
    const path = notificationPath(notification);
    if (path) void navigate(path);
  };
}
