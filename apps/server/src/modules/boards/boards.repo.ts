import { and, eq, sql } from 'drizzle-orm';
import type { BoardRole } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { boardMembers, boards, type BoardRow } from '../../db/schema/index';

export async function findBoard(db: Database, id: string): Promise<BoardRow | undefined> {
  const [row] = await db.select().from(boards).where(eq(boards.id, id)).limit(1);
  return row;
}

export async function findBoardRole(
  db: Database,
  boardId: string,
  userId: string,
): Promise<BoardRole | null> {
  const [row] = await db
    .select({ role: boardMembers.role })
    .from(boardMembers)
    .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export async function setBoardMember(
  db: Database,
  boardId: string,
  userId: string,
  role: BoardRole,
): Promise<void> {
  await db
    .insert(boardMembers)
    .values({ boardId, userId, role })
    .onConflictDoUpdate({ target: [boardMembers.boardId, boardMembers.userId], set: { role } });
}

/** Adds a collaborator, leaving anyone already on the board (an admin, say) as they are. */
export async function joinBoard(db: Database, boardId: string, userId: string): Promise<void> {
  await db
    .insert(boardMembers)
    .values({ boardId, userId, role: 'collaborator' })
    .onConflictDoNothing({ target: [boardMembers.boardId, boardMembers.userId] });
}

export async function removeBoardMember(
  db: Database,
  boardId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(boardMembers)
    .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.userId, userId)))
    .returning({ userId: boardMembers.userId });
  return rows.length > 0;
}

/** Next position at the end of a folder (or the workspace's top level). */
export async function nextBoardPosition(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${boards.position})` })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId));
  return (row?.max ?? 0) + 1024;
}
