import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  boardMembers,
  boards,
  folders,
  users,
  workspaceMembers,
  type FolderRow,
} from '../../db/schema/index';

/**
 * What the folder gate decides on, in one statement: the signed-in user (the row exists exactly
 * when they do), the folder and the user's role in its workspace, null when missing.
 */
export async function folderAccessRow(db: Database, userId: string, folderId: string) {
  const [row] = await db
    .select({ user: users, folder: folders, role: workspaceMembers.role })
    .from(users)
    .leftJoin(folders, eq(folders.id, folderId))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, folders.workspaceId),
        eq(workspaceMembers.userId, users.id),
      ),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The workspace's folders in position order. */
export async function foldersOfWorkspace(db: Database, workspaceId: string): Promise<FolderRow[]> {
  return db
    .select()
    .from(folders)
    .where(eq(folders.workspaceId, workspaceId))
    .orderBy(asc(folders.position));
}

/** How many of these folders belong to the workspace. */
export async function countFoldersIn(
  db: Database,
  workspaceId: string,
  ids: string[],
): Promise<number> {
  const rows = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.workspaceId, workspaceId), inArray(folders.id, ids)));
  return rows.length;
}

/** The folders holding a board the user was added to (a guest's or client's way in). */
export async function folderIdsOfOwnBoards(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ folderId: boards.folderId })
    .from(boards)
    .innerJoin(boardMembers, eq(boardMembers.boardId, boards.id))
    .where(
      and(
        eq(boards.workspaceId, workspaceId),
        eq(boardMembers.userId, userId),
        isNotNull(boards.folderId),
      ),
    );
  return rows.flatMap((row) => (row.folderId ? [row.folderId] : []));
}

/** Adds the folder after the workspace's last one. */
export async function insertFolder(
  db: Database,
  values: { workspaceId: string; name: string; parentFolderId: string | null },
): Promise<FolderRow> {
  const [row] = await db
    .insert(folders)
    .values({
      ...values,
      position: sql`coalesce((select max(position) from folders where workspace_id = ${values.workspaceId}), 0) + 1024`,
    })
    .returning();
  if (!row) throw new Error('insert into folders returned no row');
  return row;
}

export async function updateFolder(
  db: Database,
  id: string,
  changes: { name?: string; parentFolderId?: string | null; position?: number },
): Promise<FolderRow | undefined> {
  const [row] = await db
    .update(folders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(folders.id, id))
    .returning();
  return row;
}

export async function setFolderPosition(db: Database, id: string, position: number): Promise<void> {
  await db.update(folders).set({ position }).where(eq(folders.id, id));
}

/** Moves the folder's boards and sub-folders to its parent (or the top level), then deletes it. */
export async function deleteFolderKeepingContents(db: Database, folder: FolderRow): Promise<void> {
  await db
    .update(boards)
    .set({ folderId: folder.parentFolderId })
    .where(eq(boards.folderId, folder.id));
  await db
    .update(folders)
    .set({ parentFolderId: folder.parentFolderId })
    .where(eq(folders.parentFolderId, folder.id));
  await db.delete(folders).where(eq(folders.id, folder.id));
}
