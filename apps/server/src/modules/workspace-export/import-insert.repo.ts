import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';

/** The tables an import writes, by name: the import's steps map rows, this file inserts them. */
type ImportedTable =
  | 'attachments'
  | 'boardLabels'
  | 'boardMembers'
  | 'boards'
  | 'checklistItems'
  | 'checklists'
  | 'columns'
  | 'commentMentions'
  | 'comments'
  | 'folders'
  | 'formSubmissions'
  | 'forms'
  | 'taskActivity'
  | 'taskAssignees'
  | 'taskLabels'
  | 'taskLinks'
  | 'taskMembers'
  | 'taskWorkspaceLabels'
  | 'tasks'
  | 'timeEntries'
  | 'users'
  | 'workspaceColumnTypes'
  | 'workspaceInvitations'
  | 'workspaceLabels'
  | 'workspaceMembers';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

/** Inserts many rows of one table, a chunk per statement. */
export async function insertAll<Name extends ImportedTable>(
  tx: Database,
  name: Name,
  rows: PgInsertValue<(typeof schema)[Name]>[],
): Promise<void> {
  await insertChunks(tx, schema[name], rows);
}

async function insertChunks<T extends PgTable>(
  tx: Database,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}
