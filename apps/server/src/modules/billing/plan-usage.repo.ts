import { and, eq, sql } from 'drizzle-orm';
import type { PlanUsage } from '@teamboard/shared/billing';
import type { Database } from '../../db/client';
import { boards, workspaceMembers } from '../../db/schema/index';

/** Paid members (owner, admins, managers, members), guests and clients, and active boards. */
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
  };
}
