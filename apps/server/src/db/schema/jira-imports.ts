import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ImportFormat,
  ImportMapping,
  ImportPreview,
  ImportStatus,
} from '@teamboard/shared/jira-import';
import { boards } from './boards';
import { users } from './users';

/**
 * A Jira import of one board: its preview and mapping while the admin checks them, then the
 * background job's progress. `phase` and `cursor` say where the job is, so a restart resumes
 * there; `leaseUntil` lets one process at a time work on it. While an upload's rows are being
 * written its status is 'storing', which nobody sees, maps or starts.
 */
export const jiraImports = pgTable(
  'jira_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ImportStatus | 'storing'>().notNull().default('preview'),
    fileName: text('file_name').notNull(),
    format: text('format').$type<ImportFormat>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    preview: jsonb('preview').$type<ImportPreview>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    /**
     * The mapping made concrete when the import started (new columns and labels created): each
     * status's column id, each label's (by lowercase name) board label id.
     */
    resolved: jsonb('resolved').$type<{
      columns: Record<string, string>;
      labels: Record<string, string>;
    }>(),
    /** 'tasks': writing the tasks in row order; 'links': their blockers and dependencies. */
    phase: text('phase').$type<'tasks' | 'links'>().notNull().default('tasks'),
    /** The last row the current phase has finished. */
    cursor: integer('cursor').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jira_imports_board_idx').on(table.boardId, table.createdAt),
    index('jira_imports_running_idx')
      .on(table.leaseUntil)
      .where(sql`status = 'running'`),
    // One import at a time writes to a board: two would race for the same Jira keys.
    uniqueIndex('jira_imports_one_running_per_board')
      .on(table.boardId)
      .where(sql`status = 'running'`),
  ],
);
export type JiraImportRow = typeof jiraImports.$inferSelect;

/** The file's issues as read at upload (the job never reads the file again), and each outcome. */
export const jiraImportRows = pgTable(
  'jira_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => jiraImports.id, { onDelete: 'cascade' }),
    /** Its place in the file: the spreadsheet row for a CSV (the header is row 1), else 1, 2… */
    row: integer('row').notNull(),
    /**
     * The order the job writes the rows in: by Jira rank, then key number, so each column's
     * tasks keep Jira's order. Rows that could not be read come last.
     */
    seq: integer('seq').notNull(),
    key: text('key'),
    /** The issue as read (see modules/jira-import/jira-issue.ts); null when it could not be. */
    issue: jsonb('issue'),
    outcome: text('outcome').$type<'created' | 'updated' | 'failed'>(),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    uniqueIndex('jira_import_rows_seq_unique').on(table.importId, table.seq),
  ],
);
export type JiraImportRowRow = typeof jiraImportRows.$inferSelect;
