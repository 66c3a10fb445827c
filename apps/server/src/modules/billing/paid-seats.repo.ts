import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  workspaceBilling,
  workspaceMembers,
  workspaces,
  type WorkspaceBillingRow,
} from '../../db/schema/index';

export interface PaidSeat {
  workspaceCreatedAt: Date;
  billing: WorkspaceBillingRow | null;
}

/**
 * The workspaces where the person holds a paid seat (owner, admin, manager, member), with what
 * their plan is decided from (workspace-plan planFromRow).
 */
export async function paidSeatsOf(db: Database, userId: string): Promise<PaidSeat[]> {
  return db
    .select({ workspaceCreatedAt: workspaces.createdAt, billing: workspaceBilling })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(workspaceBilling, eq(workspaceBilling.workspaceId, workspaces.id))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        inArray(workspaceMembers.role, ['owner', 'admin', 'manager', 'member']),
      ),
    );
}
