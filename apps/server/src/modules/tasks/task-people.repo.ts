import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** The ids of a task's assignees. */
export async function assigneeIdsOf(db: Database, taskId: string): Promise<string[]> {
  const rows = await rawRows<{ user_id: string }>(
    db,
    sql`select user_id from task_assignees where task_id = ${taskId}`,
  );
  return rows.map((row) => row.user_id);
}

/** The ids of the people a task concerns: its assignees and its members. */
export async function peopleIdsOf(db: Database, taskId: string): Promise<string[]> {
  const rows = await rawRows<{ user_id: string }>(
    db,
    sql`
    select user_id from task_assignees where task_id = ${taskId}
    union
    select user_id from task_members where task_id = ${taskId}`,
  );
  return rows.map((row) => row.user_id);
}
