import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WorkspaceActivity } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { users, workspaceActivities } from '../../db/schema/index';
import { presentPublicUser } from './member.presenter';

export type ActivityAction =
  | 'workspace.created'
  | 'workspace.updated'
  | 'workspace.ownership_transferred'
  | 'member.added'
  | 'member.role_changed'
  | 'member.removed'
  | 'member.left'
  | 'invitation.sent'
  | 'invitation.cancelled'
  | 'invitation.accepted'
  | 'invitation.declined';

export async function recordActivity(
  db: Database,
  entry: {
    workspaceId: string;
    actorId: string | null;
    action: ActivityAction;
    targetUserId?: string | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(workspaceActivities).values({
    workspaceId: entry.workspaceId,
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    data: entry.data ?? {},
  });
}

/** The newest 100 entries of a workspace's log, with actor and target. */
export async function listActivity(
  db: Database,
  workspaceId: string,
): Promise<WorkspaceActivity[]> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const rows = await db
    .select({ activity: workspaceActivities, actor, target })
    .from(workspaceActivities)
    .leftJoin(actor, eq(actor.id, workspaceActivities.actorId))
    .leftJoin(target, eq(target.id, workspaceActivities.targetUserId))
    .where(eq(workspaceActivities.workspaceId, workspaceId))
    .orderBy(desc(workspaceActivities.createdAt))
    .limit(100);
  return rows.map((row) => ({
    _id: row.activity.id,
    action: row.activity.action,
    actor: row.actor ? presentPublicUser(row.actor, false) : null,
    target: row.target ? presentPublicUser(row.target, false) : null,
    data: row.activity.data,
    createdAt: row.activity.createdAt.toISOString(),
  }));
}
