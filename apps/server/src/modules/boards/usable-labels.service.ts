import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import { usableLabelIdsAmong } from './board-labels.repo';

/**
 * A task (or a form making tasks) of a board may carry the board's own labels and its
 * workspace's; another board's or another workspace's label is refused.
 */
export async function assertUsableLabels(
  db: Database,
  board: Pick<BoardRow, 'id' | 'workspaceId'>,
  labelIds: string[] | undefined,
  field: string,
): Promise<void> {
  if (!labelIds || labelIds.length === 0) return;
  const found = await usableLabelIdsAmong(db, board, labelIds);
  if (found.length === new Set(labelIds).size) return;
  throw badRequest('Labels must belong to this project or its workspace', [
    { field, message: 'Unknown label' },
  ]);
}
