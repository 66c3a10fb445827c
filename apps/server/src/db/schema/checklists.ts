import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
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
    // The due-date reminders look for open assigned items due soon or just past.
    index('checklist_items_due_date_idx')
      .on(table.dueDate)
      .where(sql`due_date is not null and assignee_id is not null and not done`),
  ],
);
export type ChecklistItemRow = typeof checklistItems.$inferSelect;

/**
 * Checklist item reminders sent: one per item and due date, whichever process sends it. A table
 * of its own: writing to checklist_items would stamp the task's card (migration 0029).
 */
export const checklistItemDueReminders = pgTable(
  'checklist_item_due_reminders',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => checklistItems.id, { onDelete: 'cascade' }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.dueDate] })],
);
