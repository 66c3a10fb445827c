import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FormAnswer, FormField } from '@teamboard/shared/form';
import { boards, columns } from './boards';
import { tasks } from './tasks';
import { users } from './users';

/**
 * A board's form: its fields (with where each answer goes) and the settings of the tasks it
 * creates. The fields live in one JSON document, since they are always read and written whole.
 */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** The public link's last part, unique across the instance; a new slug retires the old. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    /** Where its tasks go; null (or a deleted column): the board's first column. */
    columnId: uuid('column_id').references(() => columns.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    /**
     * Labels and assignees every task it creates gets. Ids kept as they were chosen: a label
     * since deleted or a person since gone from the board is left out when a task is made.
     */
    defaultLabels: jsonb('default_labels').$type<string[]>().notNull().default([]),
    defaultAssignees: jsonb('default_assignees').$type<string[]>().notNull().default([]),
    thankYouMessage: text('thank_you_message').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forms_board_idx').on(table.boardId, table.createdAt)],
);
export type FormRow = typeof forms.$inferSelect;

/** What was sent, kept as sent (labels as they read then): the task may change or go. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<FormAnswer[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('form_submissions_form_newest_idx').on(table.formId, table.createdAt),
    // Deleting a task clears its submission's link.
    index('form_submissions_task_idx')
      .on(table.taskId)
      .where(sql`task_id is not null`),
  ],
);
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
