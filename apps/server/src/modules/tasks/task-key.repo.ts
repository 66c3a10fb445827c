import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tasks } from '../../db/schema/index';

/** A task key: the board's key, a dash, the task's number ("WEB-8"). */
const TASK_KEY = /^(.+)-(\d{1,9})$/;

/**
 * The one place a task key of a link (`?task=WEB-8`) is turned into a task of the board: the
 * board's own key, in any case, and the task's number. Other keys a task may answer to belong
 * here too. Null when the board has no such task.
 */
export async function taskIdByKey(
  db: Database,
  board: { id: string; key: string },
  key: string,
): Promise<string | null> {
  const [, prefix = '', number = ''] = TASK_KEY.exec(key.trim()) ?? [];
  if (prefix.toUpperCase() !== board.key.toUpperCase()) return null;
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.boardId, board.id), eq(tasks.number, Number(number))));
  return row?.id ?? null;
}
