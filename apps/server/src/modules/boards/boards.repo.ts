import type { BoardRole } from '@teamboard/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  boardFavorites,
  boardMembers,
  boards,
  columns,
  folders,
  workspaceColumnTypes,
  type BoardRow,
} from '../../db/schema/index';

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

/** Puts the user on the board with this role, or changes theirs; true when they were not on it. */
export async function setBoardMember(
  db: Database,
  boardId: string,
  userId: string,
  role: BoardRole,
): Promise<boolean> {
  const [row] = await db
    .insert(boardMembers)
    .values({ boardId, userId, role })
    .onConflictDoUpdate({ target: [boardMembers.boardId, boardMembers.userId], set: { role } })
    // A row the statement inserted has no deleting transaction yet (xmax 0); an updated one has
    // this one: the answer is decided by the same write, so two concurrent adds never both win.
    .returning({ added: sql<boolean>`xmax = 0` });
  return row?.added ?? false;
}

/** Adds a collaborator, leaving anyone already on the board (an admin, say) as they are. */
/** Adds the user to the board as collaborator; false when they were on it already. */
export async function joinBoard(db: Database, boardId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(boardMembers)
    .values({ boardId, userId, role: 'collaborator' })
    .onConflictDoNothing({ target: [boardMembers.boardId, boardMembers.userId] })
    .returning({ userId: boardMembers.userId });
  return rows.length > 0;
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

export async function boardsByIds(db: Database, ids: string[]): Promise<BoardRow[]> {
  return db.select().from(boards).where(inArray(boards.id, ids));
}

/** A workspace's boards of one status, the latest updated first. */
export async function workspaceBoardsWithStatus(
  db: Database,
  workspaceId: string,
  status: BoardRow['status'],
): Promise<BoardRow[]> {
  return db
    .select()
    .from(boards)
    .where(and(eq(boards.workspaceId, workspaceId), eq(boards.status, status)))
    .orderBy(desc(boards.updatedAt));
}

/** The user's own roles on these boards. */
export async function boardRolesOfUser(db: Database, userId: string, boardIds: string[]) {
  return db
    .select({ boardId: boardMembers.boardId, role: boardMembers.role })
    .from(boardMembers)
    .where(and(eq(boardMembers.userId, userId), inArray(boardMembers.boardId, boardIds)));
}

export async function insertBoard(
  tx: Database,
  values: typeof boards.$inferInsert,
): Promise<BoardRow> {
  const [board] = await tx.insert(boards).values(values).returning();
  if (!board) throw new Error('insert into boards returned no row');
  return board;
}

/** The workspace's default column types, in order: a new board's first columns. */
export async function defaultColumnTypes(db: Database, workspaceId: string) {
  return db
    .select()
    .from(workspaceColumnTypes)
    .where(
      and(
        eq(workspaceColumnTypes.workspaceId, workspaceId),
        eq(workspaceColumnTypes.isDefault, true),
      ),
    )
    .orderBy(asc(workspaceColumnTypes.position));
}

export async function insertColumns(
  tx: Database,
  values: (typeof columns.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await tx.insert(columns).values(values);
}

/** Changes a board's settings or status (its updatedAt with them); answers the board now. */
export async function updateBoard(
  db: Database,
  id: string,
  values: Pick<PgUpdateSetSource<typeof boards>, 'title' | 'description' | 'status'>,
): Promise<BoardRow> {
  const [row] = await db
    .update(boards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(boards.id, id))
    .returning();
  if (!row) throw new Error(`board ${id} vanished`);
  return row;
}

/** Puts a board in a folder (null: the top level) at a position; answers the board now. */
export async function placeBoard(
  db: Database,
  board: BoardRow,
  folderId: string | null,
  position: number,
): Promise<BoardRow> {
  const [row] = await db
    .update(boards)
    .set({ folderId, position })
    .where(and(eq(boards.id, board.id), eq(boards.workspaceId, board.workspaceId)))
    .returning();
  if (!row) throw new Error(`board ${board.id} vanished`);
  return row;
}

/** Gives each board its position, all in one folder. */
export async function setBoardPositions(
  tx: Database,
  folderId: string | null,
  items: { id: string; position: number }[],
): Promise<void> {
  for (const item of items) {
    await tx
      .update(boards)
      .set({ position: item.position, folderId })
      .where(eq(boards.id, item.id));
  }
}

export async function deleteBoard(db: Database, id: string): Promise<void> {
  await db.delete(boards).where(eq(boards.id, id));
}

/** Whether the folder is one of the workspace's. */
export async function isFolderOfWorkspace(
  db: Database,
  folderId: string,
  workspaceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.workspaceId, workspaceId)))
    .limit(1);
  return !!row;
}

/** Un-stars the board for the user; false if it was not starred. */
export async function removeFavorite(
  db: Database,
  boardId: string,
  userId: string,
): Promise<boolean> {
  const removed = await db
    .delete(boardFavorites)
    .where(and(eq(boardFavorites.boardId, boardId), eq(boardFavorites.userId, userId)))
    .returning({ boardId: boardFavorites.boardId });
  return removed.length > 0;
}

export async function addFavorite(db: Database, boardId: string, userId: string): Promise<void> {
  await db.insert(boardFavorites).values({ boardId, userId }).onConflictDoNothing();
}
