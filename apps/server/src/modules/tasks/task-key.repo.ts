import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tasks } from '../../db/schema/index';

/** A task key: the board's key, a dash, the task's number ("WEB-8"). */
const TASK_KEY = /^(.+)-(\d{1,9})$/;

/**
 * The one place a task key of a link (`?task=WEB-8`) is turned into a task of the board, in any
 * case: the board's own key and the task's number first, then the key a task brought from Jira
 * ("SHOP-101" imported onto board WEB). Null when the board has no such task.
 */
export async function taskIdByKey(
  db: Database,
  board: { id: string; key: string },
  key: string,
): Promise<string | null> {
  const wanted = key.trim();
  return (await taskIdByNumber(db, board, wanted)) ?? (await taskIdByJiraKey(db, board.id, wanted));
}

async function taskIdByNumber(
  db: Database,
  board: { id: string; key: string },
  key: string,
): Promise<string | null> {
  const [, prefix = '', number = ''] = TASK_KEY.exec(key) ?? [];
  if (prefix.toUpperCase() !== board.key.toUpperCase()) return null;
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.boardId, board.id), eq(tasks.number, Number(number))));
  return row?.id ?? null;
}

async function taskIdByJiraKey(db: Database, boardId: string, key: string): Promise<string | null> {
  if (!TASK_KEY.test(key)) return null;
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.boardId, boardId), sql`upper(${tasks.jiraKey}) = ${key.toUpperCase()}`));
  return row?.id ?? null;
}
