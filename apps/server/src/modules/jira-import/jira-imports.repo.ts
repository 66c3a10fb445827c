import { setImmediate } from 'node:timers/promises';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import {
  IMPORT_ERRORS_SHOWN,
  type ImportError,
  type ImportMapping,
  type ImportStatus,
} from '@teamboard/shared/jira-import';
import type { Database } from '../../db/client';
import {
  boardMembers,
  jiraImportRows,
  jiraImports,
  users,
  workspaceMembers,
  type BoardRow,
  type JiraImportRow,
} from '../../db/schema/index';
import { seesBoardSql } from '../boards/board.policy';
import type { JiraIssue } from './jira-issue';

export type NewImportRow = typeof jiraImports.$inferInsert;
/** A row of the file as stored: its issue, or (when it could not be read) its error. */
export interface StoredRow {
  row: number;
  seq: number;
  key: string | null;
  issue: JiraIssue | null;
  error: string | null;
}

/** Rows written by one statement while an upload is stored. */
const ROWS_PER_INSERT = 500;

/**
 * The import and its rows: written a few hundred rows to a statement, with a turn of the event
 * loop between two, while the import is 'storing' (nobody sees it), then shown at once; on a
 * failure, what was written goes. Not one transaction: on the embedded database a transaction
 * holds the only session, and tens of thousands of rows would hold every other request (/health
 * too) for seconds. An upload a dead process left 'storing' is removed by deleteAbandonedUploads.
 */
export async function insertImport(
  db: Database,
  values: NewImportRow,
  rows: StoredRow[],
): Promise<JiraImportRow> {
  const [stored] = await db
    .insert(jiraImports)
    .values({ ...values, status: 'storing' })
    .returning();
  if (!stored) throw new Error('inserting an import returned no row');
  try {
    await insertRows(db, stored.id, rows);
    return await showImport(db, stored.id);
  } catch (error) {
    await db.delete(jiraImports).where(eq(jiraImports.id, stored.id));
    throw error;
  }
}

async function insertRows(db: Database, importId: string, rows: StoredRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await setImmediate();
    const chunk = rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({
      importId,
      ...row,
      outcome: row.error === null ? null : ('failed' as const),
    }));
    await db.insert(jiraImportRows).values(chunk);
  }
}

async function showImport(db: Database, id: string): Promise<JiraImportRow> {
  const [shown] = await db
    .update(jiraImports)
    .set({ status: 'preview' })
    .where(eq(jiraImports.id, id))
    .returning();
  if (!shown) throw new Error('an import being stored was gone');
  return shown;
}

/** Uploads a process stopped storing (it died) before `before`: nobody will ever see them. */
export async function deleteAbandonedUploads(db: Database, before: Date): Promise<void> {
  await db
    .delete(jiraImports)
    .where(and(eq(jiraImports.status, 'storing'), lt(jiraImports.createdAt, before)));
}

export async function findImport(db: Database, id: string): Promise<JiraImportRow | undefined> {
  const [row] = await db.select().from(jiraImports).where(eq(jiraImports.id, id));
  return row;
}

/** An import with the failed rows it shows (the first IMPORT_ERRORS_SHOWN). */
export interface ShownImport {
  row: JiraImportRow;
  errors: ImportError[];
}

/** The board's last imports with their first errors, in one statement. */
export async function importsOfBoard(db: Database, boardId: string): Promise<ShownImport[]> {
  return db
    .select({ row: jiraImports, errors: firstErrors })
    .from(jiraImports)
    .where(and(eq(jiraImports.boardId, boardId), ne(jiraImports.status, 'storing')))
    .orderBy(desc(jiraImports.createdAt), desc(jiraImports.id))
    .limit(20);
}

/** importErrors' first rows as one JSON array, for each import of a list. */
const firstErrors = sql<ImportError[]>`coalesce((
  select json_agg(json_build_object('row', e.row, 'key', e.key,
    'message', coalesce(e.error, 'Failed')) order by e.row)
  from (
    select r.row, r.key, r.error from jira_import_rows r
    where r.import_id = ${jiraImports.id} and r.outcome = 'failed'
    order by r.row limit ${IMPORT_ERRORS_SHOWN}) e), '[]'::json)`;

/** One import with its first errors. */
export async function withFirstErrors(db: Database, row: JiraImportRow): Promise<ShownImport> {
  const errors = row.failed === 0 ? [] : await importErrors(db, row.id, IMPORT_ERRORS_SHOWN);
  return { row, errors };
}

/** Changes the import while it has the status it is expected to have; undefined if not. */
export async function updateImportIf(
  db: Database,
  id: string,
  expected: ImportStatus[],
  values: Partial<NewImportRow>,
): Promise<JiraImportRow | undefined> {
  const [row] = await db
    .update(jiraImports)
    .set(values)
    .where(and(eq(jiraImports.id, id), inArray(jiraImports.status, expected)))
    .returning();
  return row;
}

export async function saveMapping(
  db: Database,
  id: string,
  mapping: ImportMapping,
): Promise<JiraImportRow | undefined> {
  return updateImportIf(db, id, ['preview'], { mapping });
}

/** The failed rows in file order: the first `limit`, or all of them. */
export async function importErrors(
  db: Database,
  id: string,
  limit?: number,
): Promise<ImportError[]> {
  const query = db
    .select({ row: jiraImportRows.row, key: jiraImportRows.key, message: jiraImportRows.error })
    .from(jiraImportRows)
    .where(and(eq(jiraImportRows.importId, id), eq(jiraImportRows.outcome, 'failed')))
    .orderBy(asc(jiraImportRows.row));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({ ...row, message: row.message ?? 'Failed' }));
}

/**
 * Since when the longest-waiting running import has waited for a process to take it: since it
 * started (no lease yet) or since its last lease ran out. Undefined when none waits.
 */
export async function oldestWaitingImport(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({
      since: sql<
        string | null
      >`min(coalesce(${jiraImports.leaseUntil}, ${jiraImports.startedAt}, ${jiraImports.createdAt}))`,
    })
    .from(jiraImports)
    .where(
      sql`${jiraImports.status} = 'running' and (${jiraImports.leaseUntil} is null or ${jiraImports.leaseUntil} < ${now.toISOString()})`,
    );
  return row?.since ? new Date(row.since) : undefined;
}

/**
 * Takes a running import no other process holds (its lease is over or was never taken) and
 * holds it until `until`; undefined when there is none.
 */
export async function claimRunningImport(
  db: Database,
  now: Date,
  until: Date,
): Promise<JiraImportRow | undefined> {
  const [row] = await db
    .update(jiraImports)
    .set({ leaseUntil: until })
    .where(
      eq(
        jiraImports.id,
        sql`(select id from jira_imports
          where status = 'running' and (lease_until is null or lease_until < ${now.toISOString()})
          order by created_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** The next rows of the phase after `cursor` (by writing order), readable ones only. */
export async function nextRows(
  db: Database,
  importId: string,
  cursor: number,
  limit: number,
): Promise<StoredRow[]> {
  const rows = await db
    .select({
      row: jiraImportRows.row,
      seq: jiraImportRows.seq,
      key: jiraImportRows.key,
      issue: jiraImportRows.issue,
      error: jiraImportRows.error,
    })
    .from(jiraImportRows)
    .where(
      and(
        eq(jiraImportRows.importId, importId),
        gt(jiraImportRows.seq, cursor),
        isNotNull(jiraImportRows.issue),
      ),
    )
    .orderBy(asc(jiraImportRows.seq))
    .limit(limit);
  return rows.map((row) => ({ ...row, issue: row.issue as JiraIssue | null }));
}

/** The workspace's members who can see the board: whom Jira people may be mapped to. */
export async function boardPeople(
  db: Database,
  board: BoardRow,
): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(
      boardMembers,
      and(eq(boardMembers.boardId, board.id), eq(boardMembers.userId, users.id)),
    )
    .where(
      and(
        eq(workspaceMembers.workspaceId, board.workspaceId),
        seesBoardSql(sql`${workspaceMembers.role}`, sql`${boardMembers.role}`),
      ),
    )
    .orderBy(asc(users.name));
}
