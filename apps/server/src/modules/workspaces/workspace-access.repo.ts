import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, workspaceMembers, workspaces } from '../../db/schema/index';
import { workspaceRefCondition } from './workspaces.repo';

/**
 * What the workspace gate decides on, in one statement: the signed-in user (the row exists
 * exactly when they do), the workspace named by `ref` (its id or URL) and the user's role in it,
 * null when missing.
 */
export async function workspaceAccessRow(db: Database, userId: string, ref: string) {
  const [row] = await db
    .select({ user: users, workspace: workspaces, role: workspaceMembers.role })
    .from(users)
    .leftJoin(workspaces, workspaceRefCondition(ref))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, users.id)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
