import { z } from 'zod';
import { cursorPageQuerySchema, nextCursorField } from './pagination';
import { publicUserSchema } from './workspace';

/** In-app notifications, 20 to a page. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const NOTIFICATION_TYPES = [
  'board_invite',
  'workspace_invite',
  'task_assigned',
  'task_priority_changed',
  'task_comment',
  'mention',
  'task_due_date',
  'checklist_item_due',
  'invitation_accepted',
  'timer_auto_stopped',
  'form_submission',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** Each type as the notification settings and emails name it. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  board_invite: 'Added to a project',
  workspace_invite: 'Invited to a workspace',
  task_assigned: 'Assigned to a task',
  task_priority_changed: "A task's priority changed",
  task_comment: 'A comment on your task',
  mention: 'Mentioned in a comment',
  task_due_date: 'A task is due',
  checklist_item_due: 'A checklist item is due',
  invitation_accepted: 'Your invitation was accepted',
  timer_auto_stopped: 'Timer stopped automatically',
  form_submission: 'A form was sent to your project',
};

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
  nextCursor: nextCursorField,
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export const NOTIFICATION_MAX_PAGE_SIZE = 100;
/**
 * By cursor (`cursor`, `limit`), or by numbered page (`page`, which the web's "Load more" still
 * counts in); not both.
 */
export const notificationsQuerySchema = cursorPageQuerySchema(
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_MAX_PAGE_SIZE,
)
  .extend({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
    /** Only the unread ones (the counts in `meta` stay those of all). */
    unread: z.stringbool({ error: 'unread must be true or false' }).optional(),
  })
  .refine((query) => query.cursor === undefined || query.page === 1, {
    message: 'Pass either a page or a cursor',
    path: ['cursor'],
  });
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

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

/** The label of a notification's action (its button in the app and in emails), by type. */
export function notificationActionLabel(type: string): string {
  switch (type) {
    case 'board_invite':
      return 'View Project';
    case 'workspace_invite':
      return 'Join Workspace';
    case 'task_assigned':
    case 'task_priority_changed':
    case 'task_comment':
    case 'task_due_date':
    case 'checklist_item_due':
    case 'form_submission':
      return 'View Task';
    case 'invitation_accepted':
      return 'View Profile';
    default:
      return 'View Notification';
  }
}

/** Where a user gets one type of notification: in the app (a row, a toast), by email. */
export const notificationChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;
/** Every type's channels. */
export const notificationPreferencesSchema = z.record(
  notificationTypeSchema,
  notificationChannelsSchema,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const inAppOnly: NotificationChannels = { inApp: true, email: false };
const both: NotificationChannels = { inApp: true, email: true };
/** Until a user changes them: everything in the app; by email what asks something of them. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  board_invite: inAppOnly,
  workspace_invite: both,
  task_assigned: both,
  task_priority_changed: inAppOnly,
  task_comment: inAppOnly,
  mention: both,
  task_due_date: both,
  checklist_item_due: both,
  invitation_accepted: inAppOnly,
  timer_auto_stopped: inAppOnly,
  form_submission: both,
};

/** GET and PUT /api/me/notification-preferences answer every type's channels. */
export const notificationPreferencesResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;
/** PUT /api/me/notification-preferences: the types to change; the others stay as they are. */
export const notificationPreferencesInputSchema = z.object({
  preferences: z.partialRecord(notificationTypeSchema, notificationChannelsSchema),
});
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInputSchema>;

/** POST /api/notifications/unsubscribe: an email's one-click link, no sign-in needed. */
export const unsubscribeInputSchema = z.object({
  token: z.string().min(1, 'The unsubscribe link is invalid').max(2000),
});
export const unsubscribeResponseSchema = z.object({
  type: notificationTypeSchema,
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
