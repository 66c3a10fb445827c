import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workspaceExports, type WorkspaceExportRow } from '../../db/schema/index';

/** How many exports the settings page lists (newest first). */
const LISTED = 20;

export async function insertExport(
  db: Database,
  workspaceId: string,
  requestedBy: string,
  now: Date,
): Promise<WorkspaceExportRow> {
  const [row] = await db
    .insert(workspaceExports)
    .values({ workspaceId, requestedBy, createdAt: now })
    .returning();
  if (!row) throw new Error('insert into workspace_exports returned no row');
  return row;
}

export async function findExport(
  db: Database,
  id: string,
): Promise<WorkspaceExportRow | undefined> {
  const [row] = await db.select().from(workspaceExports).where(eq(workspaceExports.id, id));
  return row;
}

export async function recentExports(
  db: Database,
  workspaceId: string,
): Promise<WorkspaceExportRow[]> {
  return db
    .select()
    .from(workspaceExports)
    .where(eq(workspaceExports.workspaceId, workspaceId))
    .orderBy(desc(workspaceExports.createdAt), desc(workspaceExports.id))
    .limit(LISTED);
}

/**
 * Takes the oldest queued export, or a running one whose process let its lease lapse (a
 * restart), for this process until `leaseUntil`; undefined when there is none.
 */
export async function claimPendingExport(
  db: Database,
  now: Date,
  leaseUntil: Date,
): Promise<WorkspaceExportRow | undefined> {
  const candidate = db
    .select({ id: workspaceExports.id })
    .from(workspaceExports)
    .where(
      and(
        inArray(workspaceExports.status, ['queued', 'running']),
        or(isNull(workspaceExports.leaseUntil), lt(workspaceExports.leaseUntil, now)),
      ),
    )
    .orderBy(asc(workspaceExports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(workspaceExports)
    .set({ status: 'running', leaseUntil })
    .where(inArray(workspaceExports.id, candidate))
    .returning();
  return row;
}

export async function markReady(
  db: Database,
  id: string,
  fileName: string,
  finishedAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(workspaceExports)
    .set({ status: 'ready', fileName, finishedAt, expiresAt, leaseUntil: null })
    .where(eq(workspaceExports.id, id));
}

export async function markFailed(
  db: Database,
  id: string,
  error: string,
  finishedAt: Date,
): Promise<void> {
  await db
    .update(workspaceExports)
    .set({ status: 'failed', error, finishedAt, leaseUntil: null })
    .where(eq(workspaceExports.id, id));
}

/** Exports whose file is still kept though their link has expired. */
export async function expiredFiles(db: Database, now: Date): Promise<WorkspaceExportRow[]> {
  return db
    .select()
    .from(workspaceExports)
    .where(and(isNotNull(workspaceExports.fileName), lte(workspaceExports.expiresAt, now)));
}

export async function forgetFile(db: Database, id: string): Promise<void> {
  await db.update(workspaceExports).set({ fileName: null }).where(eq(workspaceExports.id, id));
}

/** The workspace's export still waiting or being written, if any: asking again joins it. */
export async function pendingExport(
  db: Database,
  workspaceId: string,
): Promise<WorkspaceExportRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaceExports)
    .where(
      and(
        eq(workspaceExports.workspaceId, workspaceId),
        inArray(workspaceExports.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  return row;
}
