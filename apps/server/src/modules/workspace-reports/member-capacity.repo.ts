import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workspaceMembers } from '../../db/schema/index';

/**
 * Writes a member's weekly capacity in a workspace; answers the stored value, undefined when
 * they are not a member.
 */
export async function updateMemberCapacity(
  db: Database,
  workspaceId: string,
  userId: string,
  weeklyHours: number,
): Promise<{ userId: string; weeklyHours: number } | undefined> {
  const [row] = await db
    .update(workspaceMembers)
    .set({ weeklyCapacityHours: weeklyHours })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning({
      userId: workspaceMembers.userId,
      weeklyHours: workspaceMembers.weeklyCapacityHours,
    });
  return row;
}
