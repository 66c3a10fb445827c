import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users, workspaceActivities, type UserRow } from '../../db/schema/index';

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

export interface ActivityWithPeople {
  activity: typeof workspaceActivities.$inferSelect;
  actor: UserRow | null;
  target: UserRow | null;
}

/** The newest 100 entries of a workspace's log, with actor and target. */
export async function latestActivity(
  db: Database,
  workspaceId: string,
): Promise<ActivityWithPeople[]> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  return db
    .select({ activity: workspaceActivities, actor, target })
    .from(workspaceActivities)
    .leftJoin(actor, eq(actor.id, workspaceActivities.actorId))
    .leftJoin(target, eq(target.id, workspaceActivities.targetUserId))
    .where(eq(workspaceActivities.workspaceId, workspaceId))
    .orderBy(desc(workspaceActivities.createdAt))
    .limit(100);
}
