import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '@teamboard/shared';
import type { Database } from '../../db/client';
import {
  boardFavorites,
  boardMembers,
  boardPreferences,
  boards,
  users,
  workspaceMembers,
  type UserRow,
  type WorkspaceMemberRow,
} from '../../db/schema/index';

export interface MemberWithUser {
  member: WorkspaceMemberRow;
  user: UserRow;
}

export async function findMemberRole(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceRole | undefined> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row?.role;
}

export async function listMembers(db: Database, workspaceId: string): Promise<MemberWithUser[]> {
  return db
    .select({ member: workspaceMembers, user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.joinedAt));
}

export async function findMember(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<MemberWithUser | undefined> {
  const [row] = await db
    .select({ member: workspaceMembers, user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function insertMember(
  db: Database,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<void> {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role });
}

export async function setMemberRole(
  db: Database,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function deleteMember(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<void> {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/**
 * Someone's board roles, favourites and board views in one workspace. Deleted with their
 * membership, so coming back later (even as a guest) restores none of them.
 */
export async function deleteBoardTies(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const workspaceBoards = db
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId));
  for (const table of [boardMembers, boardFavorites, boardPreferences]) {
    await db
      .delete(table)
      .where(and(eq(table.userId, userId), inArray(table.boardId, workspaceBoards)));
  }
}

/** Owner and admins, locked so two admins leaving at once cannot both succeed. */
export async function countAdminsForUpdate(db: Database, workspaceId: string): Promise<number> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(workspaceMembers.role, ['owner', 'admin']),
      ),
    )
    .for('update');
  return rows.length;
}

export async function countMembers(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.count ?? 0;
}
