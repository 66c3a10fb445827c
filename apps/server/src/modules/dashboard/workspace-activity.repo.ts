import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { boards, taskActivity, tasks, users, type BoardRow } from '../../db/schema/index';
import type { BoardActivityRow } from '../tasks/task-activity.repo';
import { visibleBoards } from '../boards/visible-boards.repo';

/** A line of the workspace's history: a board's line with its board. */
export interface WorkspaceActivityRow extends BoardActivityRow {
  board: BoardRow;
}

/**
 * The newest `limit` lines of the history of the active boards the user sees in the workspace,
 * newest first: each board's newest lines by `task_activity.board_id`, the newest of those, then
 * only they are read in full with their actor, task and board.
 */
export async function workspaceActivityOf(
  db: Database,
  userId: string,
  workspaceId: string,
  limit: number,
): Promise<WorkspaceActivityRow[]> {
  const newest = await rawRows<{ id: string }>(
    db,
    sql`
    with visible as (${visibleBoards(userId, workspaceId)})
    select l.id from visible v
    cross join lateral (
      select a.id, a.created_at from task_activity a where a.board_id = v.id
      order by a.created_at desc, a.id desc limit ${limit}) l
    order by l.created_at desc, l.id desc
    limit ${limit}`,
  );
  if (newest.length === 0) return [];
  return db
    .select({
      activity: taskActivity,
      actor: users,
      task: { id: tasks.id, number: tasks.number, title: tasks.title },
      board: boards,
    })
    .from(taskActivity)
    .innerJoin(tasks, eq(tasks.id, taskActivity.taskId))
    .innerJoin(boards, eq(boards.id, taskActivity.boardId))
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .where(
      inArray(
        taskActivity.id,
        newest.map((row) => row.id),
      ),
    )
    .orderBy(desc(taskActivity.createdAt), desc(taskActivity.id));
}
