import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boardMembers, boards, type FolderRow } from '../../db/schema/index';

/**
 * What a guest or client may see of a workspace's folders: only those on the path to a board
 * they were added to. The names of the others are the internal team's business.
 */
export async function foldersOnPathToOwnBoards(
  db: Database,
  workspaceId: string,
  userId: string,
  workspaceFolders: FolderRow[],
): Promise<FolderRow[]> {
  const holding = await db
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
  const parentOf = new Map(workspaceFolders.map((row) => [row.id, row.parentFolderId]));
  const onPath = new Set<string>();
  for (const { folderId } of holding) {
    for (let id = folderId; id && !onPath.has(id); id = parentOf.get(id) ?? null) onPath.add(id);
  }
  return workspaceFolders.filter((row) => onPath.has(row.id));
}
