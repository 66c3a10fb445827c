import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './tasks';
import { users } from './users';

/** In-app notifications: one row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** Shown as HTML by the client: built from escaped parts only. */
    message: text('message').notNull(),
    link: text('link'),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    // Read notifications are purged after 90 days.
    index('notifications_read_created_idx')
      .on(table.createdAt)
      .where(sql`read`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * What a user changed of their notification settings, by type; a type without a row has the
 * defaults (DEFAULT_NOTIFICATION_PREFERENCES).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/**
 * Every notification email a user was sent or is owed: the recent ones decide whether the next
 * goes out alone or waits (`held`) for a digest of the held ones.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** The notification's HTML message (escaped parts only). */
    message: text('message').notNull(),
    link: text('link'),
    held: boolean('held').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_emails_user_created_idx').on(table.userId, table.createdAt),
    index('notification_emails_held_idx')
      .on(table.userId, table.createdAt)
      .where(sql`held and sent_at is null`),
  ],
);

/** Due-date reminders sent: one per task, kind and due date, whichever process sends it. */
export const taskDueReminders = pgTable(
  'task_due_reminders',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['soon', 'overdue'] }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.kind, table.dueDate] })],
);
