import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { exactTime, olderThan, type SortKey, type Timed } from '../../db/keyset';
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

/** `limit` entries of a workspace's log after `after`, newest first, with actor and target. */
export async function activityPage(
  db: Database,
  workspaceId: string,
  { after, limit }: { after: SortKey | undefined; limit: number },
): Promise<Timed<ActivityWithPeople>[]> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const log = workspaceActivities;
  return db
    .select({ activity: log, actor, target, at: exactTime(log.createdAt) })
    .from(log)
    .leftJoin(actor, eq(actor.id, log.actorId))
    .leftJoin(target, eq(target.id, log.targetUserId))
    .where(and(eq(log.workspaceId, workspaceId), olderThan(log.createdAt, log.id, after)))
    .orderBy(desc(log.createdAt), desc(log.id))
    .limit(limit);
}
