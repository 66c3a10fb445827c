import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './tasks';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A file attached to a task. Its bytes are in the file storage under `storageKey` (and a
 * thumbnail's under `thumbnailKey`); the row carries its workspace too, for the plan's storage
 * count. Deleting the row, however it goes (the task, its board or its workspace deleted), queues
 * its keys in `stored_file_deletions` (migration 0032's trigger): the sweep deletes the bytes.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The name it was uploaded with (shown, and offered when downloading). */
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Read from the bytes, never taken from the name or the client. */
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** Null once the uploader's account is deleted: the team keeps the file. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attachments_task_idx').on(table.taskId, table.createdAt),
    index('attachments_workspace_idx').on(table.workspaceId),
    index('attachments_uploader_idx').on(table.uploadedBy),
  ],
);
export type AttachmentRow = typeof attachments.$inferSelect;

/**
 * Stored files to delete once `dueAt` has passed: those of deleted attachments (due at once), and
 * each upload in progress (due an hour on, and taken off when its row is written: a server that
 * dies mid-upload leaves no file behind for good). The sweep pushes `dueAt` on while it deletes,
 * so two processes never work on one key at once and a crash mid-way is retried.
 */
export const storedFileDeletions = pgTable(
  'stored_file_deletions',
  {
    key: text('key').primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failed deletions so far (the storage was away): logged, and retried later each time. */
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('stored_file_deletions_due_idx').on(table.dueAt)],
);
