import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import { recordActivity, type ActivityAction } from '../workspaces/activity.repo';
import { folderNames } from './board-audit.repo';

/**
 * Board changes in the workspace's audit log, written by the use case in its own transaction.
 * Each entry keeps the board's id and its title at the time: the log outlives a deleted board.
 */
export async function recordBoardChange(
  tx: Database,
  actorId: string,
  board: Pick<BoardRow, 'id' | 'title' | 'workspaceId'>,
  action: Extract<ActivityAction, `board.${string}`>,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordActivity(tx, {
    workspaceId: board.workspaceId,
    actorId,
    action,
    data: { boardId: board.id, title: board.title, ...details },
  });
}

/** A `board.moved` entry for each of these boards not already in `folderId`, with folder names. */
export async function recordBoardMoves(
  tx: Database,
  actorId: string,
  boards: BoardRow[],
  folderId: string | null,
): Promise<void> {
  const moved = boards.filter((board) => board.folderId !== folderId);
  if (moved.length === 0) return;
  const ids = [folderId, ...moved.map((board) => board.folderId)].filter((id) => id !== null);
  const named = await folderNames(tx, ids);
  const nameOf = (id: string | null) => named.find((folder) => folder.id === id)?.name ?? null;
  for (const board of moved) {
    await recordBoardChange(tx, actorId, board, 'board.moved', {
      from: nameOf(board.folderId),
      to: nameOf(folderId),
    });
  }
}
