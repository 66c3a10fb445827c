import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExportStatus } from '@teamboard/shared/workspace-export';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A workspace export (issue 23): queued by an owner or admin, written to a zip by the background
 * job (`leaseUntil` lets one process at a time hold it; a restart takes a queued or running one
 * up again), downloadable until `expiresAt`, when the sweep deletes its file.
 */
export const workspaceExports = pgTable(
  'workspace_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ExportStatus>().notNull().default('queued'),
    /** The zip's name in DATA_DIR/exports while it is kept; null before ready and once swept. */
    fileName: text('file_name'),
    error: text('error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('workspace_exports_workspace_idx').on(table.workspaceId, table.createdAt),
    index('workspace_exports_pending_idx')
      .on(table.createdAt)
      .where(sql`status in ('queued', 'running')`),
    index('workspace_exports_kept_idx')
      .on(table.expiresAt)
      .where(sql`file_name is not null`),
  ],
);
export type WorkspaceExportRow = typeof workspaceExports.$inferSelect;
