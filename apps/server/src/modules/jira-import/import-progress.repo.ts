import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

export interface RowOutcome {
  row: number;
  outcome: 'created' | 'updated' | 'failed';
  error: string | null;
}

/** After the tasks come their links (`links`); after the links, the import is done (`done`). */
export async function endImportPhase(
  db: Database,
  importId: string,
  next: 'links' | 'done',
  now: Date,
): Promise<void> {
  const change =
    next === 'links'
      ? sql`phase = 'links', cursor = 0`
      : sql`status = 'done', finished_at = ${now.toISOString()}, lease_until = null`;
  await db.execute(
    sql`update jira_imports set ${change} where id = ${importId} and status = 'running'`,
  );
}

/** Locks the import for the batch's transaction: false when it is no longer running. */
export async function lockRunningImport(tx: Database, importId: string): Promise<boolean> {
  const rows = await rawRows<{ running: number }>(
    tx,
    sql`select 1 as running from jira_imports
      where id = ${importId} and status = 'running' for update`,
  );
  return rows.length > 0;
}

/** Each row's outcome, and the import's counts, cursor and lease, moved on with them. */
export async function recordOutcomes(
  tx: Database,
  importId: string,
  outcomes: RowOutcome[],
  cursor: number,
  lease: Date,
): Promise<void> {
  const count = (outcome: RowOutcome['outcome']) =>
    outcomes.filter((each) => each.outcome === outcome).length;
  await tx.execute(sql`
    update jira_import_rows r set outcome = x.outcome, error = x.error
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as x(row int, outcome text, error text)
    where r.import_id = ${importId} and r.row = x.row`);
  await tx.execute(sql`
    update jira_imports set cursor = ${cursor}, lease_until = ${lease.toISOString()},
      done = done + ${outcomes.length}, created = created + ${count('created')},
      updated = updated + ${count('updated')}, failed = failed + ${count('failed')}
    where id = ${importId}`);
}

/** The import's cursor and lease, moved on after a batch of links. */
export async function moveCursor(
  tx: Database,
  importId: string,
  cursor: number,
  lease: Date,
): Promise<void> {
  await tx.execute(sql`
    update jira_imports set cursor = ${cursor}, lease_until = ${lease.toISOString()}
    where id = ${importId}`);
}
