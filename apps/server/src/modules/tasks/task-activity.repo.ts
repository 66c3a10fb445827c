import type { TaskActivityType } from '@teamboard/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exactTime, olderThan, type SortKey, type Timed } from '../../db/keyset';
import {
  taskActivity,
  tasks,
  users,
  type TaskActivityRow,
  type UserRow,
} from '../../db/schema/index';

export interface TaskActivityEntry {
  taskId: string;
  /** Who made the change; null when nobody signed in did (a public form's submission). */
  actorId: string | null;
  type: TaskActivityType;
  data?: TaskActivityRow['data'];
}

/** A line of a task's history with its actor (null once their account is deleted). */
export interface TaskActivityWithActor {
  activity: TaskActivityRow;
  actor: UserRow | null;
}

/** Where a page of history starts (after `after`, newest first) and how many lines it reads. */
export interface HistoryPage {
  after: SortKey | undefined;
  limit: number;
}

/**
 * Appends to a task's history, with the task's board; call it inside the transaction that makes
 * the change.
 */
export async function recordTaskActivity(tx: Database, entry: TaskActivityEntry): Promise<void> {
  await tx.execute(sql`
    insert into task_activity (task_id, board_id, actor_id, type, data)
    select id, board_id, ${entry.actorId}, ${entry.type}, ${JSON.stringify(entry.data ?? {})}::jsonb
    from tasks where id = ${entry.taskId}`);
}

/** `limit` lines of a task's history after `after`, newest first. */
export async function taskActivityOf(
  db: Database,
  taskId: string,
  { after, limit }: HistoryPage,
): Promise<Timed<TaskActivityWithActor>[]> {
  return db
    .select({ activity: taskActivity, actor: users, at: exactTime(taskActivity.createdAt) })
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .where(
      and(
        eq(taskActivity.taskId, taskId),
        olderThan(taskActivity.createdAt, taskActivity.id, after),
      ),
    )
    .orderBy(desc(taskActivity.createdAt), desc(taskActivity.id))
    .limit(limit);
}

/** A line of a board's history: with its actor and the task it is about. */
export interface BoardActivityRow extends TaskActivityWithActor {
  task: { id: string; number: number; title: string };
}

/**
 * `limit` lines of the history of a board's tasks after `after`, newest first, with their actor
 * and task: straight from the history's board index (migration 0021), whatever the board's size.
 */
export async function boardActivityOf(
  db: Database,
  boardId: string,
  { after, limit }: HistoryPage,
): Promise<Timed<BoardActivityRow>[]> {
  return db
    .select({
      activity: taskActivity,
      actor: users,
      at: exactTime(taskActivity.createdAt),
      task: { id: tasks.id, number: tasks.number, title: tasks.title },
    })
    .from(taskActivity)
    .innerJoin(tasks, eq(tasks.id, taskActivity.taskId))
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .where(
      and(
        eq(taskActivity.boardId, boardId),
        olderThan(taskActivity.createdAt, taskActivity.id, after),
      ),
    )
    .orderBy(desc(taskActivity.createdAt), desc(taskActivity.id))
    .limit(limit);
}
