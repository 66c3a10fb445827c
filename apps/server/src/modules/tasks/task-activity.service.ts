import type { CursorPageQuery, TaskActivityResponse } from '@teamboard/shared';
import type { BoardActivityResponse } from '@teamboard/shared/board-report';
import type { AppContext } from '../../context';
import type { BoardRow, TaskRow } from '../../db/schema/index';
import { presentBoardActivity, presentTaskActivity } from './task-activity.presenter';
import type { SortKey, Timed } from '../../db/keyset';
import { decodeCursor, pageOf } from '../../http/cursor';
import {
  boardActivityOf,
  taskActivityOf,
  type HistoryPage,
  type TaskActivityWithActor,
} from './task-activity.repo';

/** A page of a task's history, newest first. */
export async function listTaskActivity(
  ctx: AppContext,
  task: TaskRow,
  query: CursorPageQuery,
): Promise<TaskActivityResponse> {
  const { limit } = query;
  const rows = await taskActivityOf(ctx.db, task.id, historyPage(query));
  const { items, nextCursor } = pageOf(rows, limit, keyOfLine);
  return { activities: items.map(presentTaskActivity), nextCursor };
}

/** A page of the history of the board's tasks, newest first (its overview shows the first). */
export async function listBoardActivity(
  ctx: AppContext,
  board: BoardRow,
  query: CursorPageQuery,
): Promise<BoardActivityResponse> {
  const rows = await boardActivityOf(ctx.db, board.id, historyPage(query));
  const { items, nextCursor } = pageOf(rows, query.limit, keyOfLine);
  return { activities: items.map((row) => presentBoardActivity(board, row)), nextCursor };
}

/** One line more than the page: it tells whether a next page exists. */
function historyPage({ cursor, limit }: CursorPageQuery): HistoryPage {
  return { after: decodeCursor(cursor), limit: limit + 1 };
}

const keyOfLine = (row: Timed<TaskActivityWithActor>): SortKey => ({
  at: row.at,
  id: row.activity.id,
});
