import { and, desc, eq, sql } from 'drizzle-orm';
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
  | 'invitation.declined'
  | 'board.created'
  | 'board.renamed'
  | 'board.archived'
  | 'board.restored'
  | 'board.deleted'
  | 'board.moved'
  | 'security.updated';

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

/**
 * One page of a workspace's log, newest first (ties by id), with actor and target: the `limit`
 * entries after the entry `before` (from the start without it; none when `before` is not an
 * entry of this workspace).
 */
export async function activityPage(
  db: Database,
  workspaceId: string,
  before: string | undefined,
  limit: number,
): Promise<ActivityWithPeople[]> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const log = workspaceActivities;
  const afterCursor = before
    ? sql`(${log.createdAt}, ${log.id}) < (select c.created_at, c.id from ${log} c where c.id = ${before} and c.workspace_id = ${workspaceId})`
    : undefined;
  return db
    .select({ activity: log, actor, target })
    .from(log)
    .leftJoin(actor, eq(actor.id, log.actorId))
    .leftJoin(target, eq(target.id, log.targetUserId))
    .where(and(eq(log.workspaceId, workspaceId), afterCursor))
    .orderBy(desc(log.createdAt), desc(log.id))
    .limit(limit);
}
