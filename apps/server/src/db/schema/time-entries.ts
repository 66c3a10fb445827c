import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { boards } from './boards';
import { tasks } from './tasks';
import { users } from './users';

/**
 * Time logged on tasks. A running timer is an entry without a duration yet: the partial unique
 * index makes "one running timer per user" a database rule, whatever races the requests run.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The task's board, kept here for the weekly quota and the board list's cache version. */
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** Whole seconds; null while the timer runs. */
    duration: integer('duration'),
    description: text('description'),
    /** What an import calls it (a Jira worklog's id, or a digest of it): imported once. */
    importKey: text('import_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('time_entries_task_idx').on(table.taskId, table.startTime),
    index('time_entries_board_start_idx').on(table.boardId, table.startTime),
    // A person's own hours in a week (the dashboard), across every board.
    index('time_entries_user_start_idx').on(table.userId, table.startTime),
    uniqueIndex('time_entries_task_import_key_unique')
      .on(table.taskId, table.importKey)
      .where(sql`import_key is not null`),
    uniqueIndex('time_entries_one_running_per_user')
      .on(table.userId)
      .where(sql`duration is null`),
    index('time_entries_running_since_idx')
      .on(table.startTime)
      .where(sql`duration is null`),
  ],
);
export type TimeEntryRow = typeof timeEntries.$inferSelect;
