import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boardLabels, workspaceLabels, type BoardRow } from '../../db/schema/index';

export type BoardLabelRow = typeof boardLabels.$inferSelect;
type LabelFields = Pick<BoardLabelRow, 'name' | 'color'>;

const ofBoard = (boardId: string, labelId: string) =>
  and(eq(boardLabels.id, labelId), eq(boardLabels.boardId, boardId));

/** The board's own labels' ids and names. */
export async function boardLabelNames(
  db: Database,
  boardId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: boardLabels.id, name: boardLabels.name })
    .from(boardLabels)
    .where(eq(boardLabels.boardId, boardId));
}

export async function insertBoardLabel(
  db: Database,
  boardId: string,
  fields: LabelFields,
): Promise<BoardLabelRow | undefined> {
  const [row] = await db
    .insert(boardLabels)
    .values({ boardId, ...fields })
    .returning();
  return row;
}

/** Undefined when the board has no such label. */
export async function updateBoardLabel(
  db: Database,
  boardId: string,
  labelId: string,
  changes: Partial<LabelFields>,
): Promise<BoardLabelRow | undefined> {
  const [row] = await db
    .update(boardLabels)
    .set(changes)
    .where(ofBoard(boardId, labelId))
    .returning();
  return row;
}

/** Whether the board had that label. */
export async function deleteBoardLabel(
  db: Database,
  boardId: string,
  labelId: string,
): Promise<boolean> {
  const rows = await db
    .delete(boardLabels)
    .where(ofBoard(boardId, labelId))
    .returning({ id: boardLabels.id });
  return rows.length > 0;
}

/**
 * Those of these label ids a task of the board may carry: the board's own labels and its
 * workspace's (Settings → Labels).
 */
export async function usableLabelIdsAmong(
  db: Database,
  board: Pick<BoardRow, 'id' | 'workspaceId'>,
  labelIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: boardLabels.id })
    .from(boardLabels)
    .where(and(eq(boardLabels.boardId, board.id), inArray(boardLabels.id, labelIds)))
    .unionAll(
      db
        .select({ id: workspaceLabels.id })
        .from(workspaceLabels)
        .where(
          and(
            eq(workspaceLabels.workspaceId, board.workspaceId),
            inArray(workspaceLabels.id, labelIds),
          ),
        ),
    );
  return rows.map((row) => row.id);
}
