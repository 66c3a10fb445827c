import { z } from 'zod';
import { publicUserSchema } from './workspace';

/** In-app notifications, 20 to a page. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const NOTIFICATION_TYPES = [
  'board_invite',
  'workspace_invite',
  'task_assigned',
  'task_priority_changed',
  'task_comment',
  'task_due_date',
  'invitation_accepted',
  'timer_auto_stopped',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  title: z.string(),
  /** HTML made only of escaped text and simple tags: the client shows it as HTML. */
  message: z.string(),
  /** Where the notification's action leads (an app path). */
  link: z.string().nullable(),
  sender: publicUserSchema.nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsMetaSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  meta: notificationsMetaSchema,
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});

/** POST /api/notifications/{id}/mark-read: the notification, now read. */
export const notificationResponseSchema = z.object({ notification: notificationSchema });
/** POST /api/notifications/mark-all-read: how many unread notifications it marked read. */
export const markAllNotificationsReadResponseSchema = z.object({ updated: z.number().int() });
export type MarkAllNotificationsReadResponse = z.infer<
  typeof markAllNotificationsReadResponseSchema
>;

/** A notification's toast stays 10 seconds and is 400px wide. */
export const NOTIFICATION_TOAST_DURATION_MS = 10_000;
export const NOTIFICATION_TOAST_WIDTH_PX = 400;
