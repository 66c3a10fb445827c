import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaskActivityType } from '@teamboard/shared';
import { tasks } from './tasks';
import { users } from './users';

/** A task's history, written in the same transaction as the change it records. */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<TaskActivityType>().notNull(),
    data: jsonb('data')
      .$type<{ fields?: string[]; fromColumn?: string; toColumn?: string; commentId?: string }>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Read backwards, newest first with ties by id (created_at desc, id desc): a task's history
    // takes its first lines straight from the index, and a board's latest activity each of its
    // tasks' newest lines without the table.
    index('task_activity_task_newest_idx').on(table.taskId, table.createdAt, table.id),
  ],
);
export type TaskActivityRow = typeof taskActivity.$inferSelect;
