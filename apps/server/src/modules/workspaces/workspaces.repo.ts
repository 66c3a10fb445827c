import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { workspaceMembers, workspaces, type WorkspaceRow } from '../../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A workspace is addressed by its id or by its URL. */
export function workspaceRefCondition(ref: string) {
  return UUID.test(ref) ? eq(workspaces.id, ref) : eq(workspaces.url, ref.toLowerCase());
}

export async function findWorkspace(db: Database, ref: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(workspaceRefCondition(ref)).limit(1);
  return row;
}

export async function isUrlTaken(db: Database, url: string, exceptId?: string): Promise<boolean> {
  const condition = exceptId
    ? and(eq(workspaces.url, url), ne(workspaces.id, exceptId))
    : eq(workspaces.url, url);
  const rows = await db.select({ id: workspaces.id }).from(workspaces).where(condition).limit(1);
  return rows.length > 0;
}

export async function insertWorkspace(
  db: Database,
  values: typeof workspaces.$inferInsert,
): Promise<WorkspaceRow> {
  const [row] = await db.insert(workspaces).values(values).returning();
  if (!row) throw new Error('insert into workspaces returned no row');
  return row;
}

export async function updateWorkspace(
  db: Database,
  id: string,
  values: PgUpdateSetSource<typeof workspaces>,
): Promise<WorkspaceRow> {
  const [row] = await db
    .update(workspaces)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(workspaces.id, id))
    .returning();
  if (!row) throw new Error(`workspace ${id} vanished during update`);
  return row;
}

export async function deleteWorkspace(db: Database, id: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, id));
}

/** The user's workspaces with their role and member count, newest first. */
export async function workspacesOfUser(db: Database, userId: string) {
  const memberCount = sql<number>`(select count(*)::int from ${workspaceMembers} m where m.workspace_id = ${workspaces.id})`;
  return db
    .select({ workspace: workspaces, role: workspaceMembers.role, memberCount })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaces.createdAt} desc`);
}
