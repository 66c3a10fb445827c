import type { Namespace } from 'socket.io';
import type { AppContext } from '../../context';
import type { NotificationDelivery } from '../../events/notification-events';
import { notificationsRoom } from '../sockets/rooms';
import { notificationById } from './notifications.repo';

/**
 * Sends one committed notification to its user's sockets of this process that listen for
 * notifications (the bell's room); read only when someone here listens.
 */
export async function deliverNotification(
  ctx: AppContext,
  sockets: Namespace,
  { userId, notificationId }: NotificationDelivery,
): Promise<void> {
  const room = notificationsRoom(userId);
  if (!sockets.adapter.rooms.has(room)) return;
  const notification = await notificationById(ctx.db, notificationId);
  if (!notification) return;
  sockets.local.to(room).emit('notification', notification);
}
