import { and, eq, sql } from 'drizzle-orm';
import type { PlanUsage } from '@teamboard/shared/billing';
import type { Database } from '../../db/client';
import { attachments, boards, workspaceMembers } from '../../db/schema/index';

/** Bytes of the files attached to the workspace's tasks. */
export async function storedBytesOf(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${attachments.size}), 0)` })
    .from(attachments)
    .where(eq(attachments.workspaceId, workspaceId));
  return Number(row?.bytes ?? 0);
}

/** Paid members (owner, admins, managers, members), guests and clients, active boards, files. */
export async function usageOf(db: Database, workspaceId: string): Promise<PlanUsage> {
  const [members] = await db
    .select({
      members: sql<number>`count(*) filter (where ${workspaceMembers.role} in ('owner', 'admin', 'manager', 'member'))::int`,
      externalMembers: sql<number>`count(*) filter (where ${workspaceMembers.role} in ('guest', 'client'))::int`,
      activeBoards: sql<number>`(select count(*)::int from ${boards} where ${and(
        eq(boards.workspaceId, workspaceId),
        eq(boards.status, 'active'),
      )})`,
    })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return {
    members: members?.members ?? 0,
    externalMembers: members?.externalMembers ?? 0,
    activeBoards: members?.activeBoards ?? 0,
    storageBytes: await storedBytesOf(db, workspaceId),
  };
}
