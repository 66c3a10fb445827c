import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { boardLabels, boards, columns } from './boards';
import { users } from './users';
import { workspaceLabels } from './workspaces';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    columnId: uuid('column_id')
      .notNull()
      .references(() => columns.id),
    /** The number in the human-readable id (WR-42), unique per board. */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    position: doublePrecision('position').notNull(),
    priority: integer('priority').notNull().default(1),
    complexity: integer('complexity'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** When work is planned to begin (the timeline's bar starts here); never after the due date. */
    startDate: timestamp('start_date', { withTimezone: true }),
    cover: text('cover'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Written with clock_timestamp() after the row lock is taken, so it grows in commit order:
     * realtime clients drop an event older than the copy they hold.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The board's tasks_version when this task's card last changed, stamped by a trigger on every
     * change the card shows (its own row, its people, labels, links, running timers): the rows
     * above a version are what changed since it.
     */
    listVersion: bigint('list_version', { mode: 'number' }),
    /** The Jira issue it was imported from ("PROJ-12"): a new import of it updates this task. */
    jiraKey: text('jira_key'),
  },
  (table) => [
    uniqueIndex('tasks_board_number_unique').on(table.boardId, table.number),
    uniqueIndex('tasks_board_jira_key_unique')
      .on(table.boardId, table.jiraKey)
      .where(sql`jira_key is not null`),
    index('tasks_board_list_version_idx').on(table.boardId, table.listVersion),
    // The command palette finds tasks by words of their title, newest updated first
    // (modules/search).
    index('tasks_title_search_idx').using('gin', sql`to_tsvector('simple', ${table.title})`),
    index('tasks_board_updated_idx').on(table.boardId, table.updatedAt.desc()),
    unique('tasks_column_position_unique').on(table.columnId, table.position),
    // The due-date reminders look for tasks due soon or just past.
    index('tasks_due_date_idx')
      .on(table.dueDate)
      .where(sql`due_date is not null`),
    check(
      'tasks_start_not_after_due',
      sql`start_date is null or due_date is null or start_date <= due_date`,
    ),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index('task_assignees_user_idx').on(table.userId),
  ],
);

export const taskMembers = pgTable(
  'task_members',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index('task_members_user_idx').on(table.userId),
  ],
);

/**
 * "task waits for linked task": kind blocker (linked task blocks it) or dependency (it depends on
 * the linked task). Both kinds together must stay acyclic.
 */
export const taskLinks = pgTable(
  'task_links',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    linkedTaskId: uuid('linked_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['blocker', 'dependency'] }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.linkedTaskId, table.kind] }),
    index('task_links_linked_idx').on(table.linkedTaskId),
  ],
);

export const taskLabels = pgTable(
  'task_labels',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => boardLabels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.labelId] }),
    index('task_labels_label_idx').on(table.labelId),
  ],
);

/** A workspace's label (Settings → Labels) on a task of one of its boards. */
export const taskWorkspaceLabels = pgTable(
  'task_workspace_labels',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => workspaceLabels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.labelId] }),
    index('task_workspace_labels_label_idx').on(table.labelId),
  ],
);

/**
 * A deleted task, at the board's tasks_version of its deletion: what a board's list lost since a
 * version. Kept for the board's life (a few dozen bytes per deleted task), so a copy of any age
 * can be brought up to date.
 */
export const taskTombstones = pgTable(
  'task_tombstones',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').notNull(),
    listVersion: bigint('list_version', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.boardId, table.taskId] }),
    index('task_tombstones_board_version_idx').on(table.boardId, table.listVersion),
  ],
);
