import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tasks } from './tasks';
import { users } from './users';

/** A task's named checklist; a task may have several, in `position` order. */
export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: doublePrecision('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checklists_task_idx').on(table.taskId, table.position)],
);
export type ChecklistRow = typeof checklists.$inferSelect;

/**
 * One line of a checklist. It carries its task's id too: the card's "3/7" is counted per task
 * for a whole board at once, and a change stamps the task's card (migration 0029's triggers).
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    done: boolean('done').notNull().default(false),
    position: doublePrecision('position').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('checklist_items_checklist_idx').on(table.checklistId, table.position),
    index('checklist_items_task_idx').on(table.taskId),
    index('checklist_items_assignee_idx')
      .on(table.assigneeId)
      .where(sql`assignee_id is not null`),
  ],
);
export type ChecklistItemRow = typeof checklistItems.$inferSelect;
