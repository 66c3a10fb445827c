import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);
export type NotificationRow = typeof notifications.$inferSelect;
