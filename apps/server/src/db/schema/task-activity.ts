import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { boards } from './boards';
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
    /**
     * The task's board (a task never changes board): reports read a board's or a workspace's
     * history by date range without going through its tasks.
     */
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<TaskActivityType>().notNull(),
    data: jsonb('data')
      .$type<{
        fields?: string[];
        fromColumn?: string;
        toColumn?: string;
        /** A move's columns by id too, since migration 0020 (titles change; ids do not). */
        fromColumnId?: string;
        toColumnId?: string;
        commentId?: string;
        /** The form whose submission created the task (its title then), for `task_created`. */
        form?: string;
        /** A checklist line's checklist and item, by title at the time. */
        checklist?: string;
        item?: string;
        /** The task a checklist item became, for `checklist_item_converted`. */
        convertedTaskId?: string;
        /** An attached file, by its name. */
        attachment?: string;
        /** The Jira issue an import created the task from, for `task_created`. */
        jiraKey?: string;
      }>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Read backwards, newest first with ties by id (created_at desc, id desc): a task's history
    // takes its first lines straight from the index, and a board's latest activity each of its
    // tasks' newest lines without the table.
    index('task_activity_task_newest_idx').on(table.taskId, table.createdAt, table.id),
    // A workspace's latest activity (the home page): each board's newest lines.
    index('task_activity_board_newest_idx').on(table.boardId, table.createdAt, table.id),
    // The workspace reports: the moves on some boards inside a date range.
    index('task_activity_board_moves_idx')
      .on(table.boardId, table.createdAt)
      .where(sql`type = 'task_moved'`),
  ],
);
export type TaskActivityRow = typeof taskActivity.$inferSelect;
