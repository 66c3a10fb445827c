import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { cardOfOneTask } from './task.json.repo';

const DAY_MS = 86_400_000;

/** A range of calendar days (`YYYY-MM-DD`), both inclusive, read in UTC. */
export interface DueDays {
  dueFrom: string;
  dueTo: string;
}

/**
 * The board's tasks due on the UTC days `dueFrom`..`dueTo` as boardTasksResponseSchema JSON
 * text, in one statement: the cards (due date order) and the board's version. The range is
 * complete for those days (`complete`), and no copy is kept: a calendar asks for a month or a
 * week, and the whole list's cache stays the only one. Read through the due-date index.
 */
export async function boardTasksDueJson(
  db: Database,
  boardId: string,
  { dueFrom, dueTo }: DueDays,
): Promise<string> {
  const start = new Date(`${dueFrom}T00:00:00Z`);
  const end = new Date(Date.parse(`${dueTo}T00:00:00Z`) + DAY_MS);
  const [row] = await rawRows<{ json: string }>(
    db,
    sql`
    select json_build_object(
      'version', b.tasks_version,
      'complete', true,
      'tasks', coalesce((
        select json_agg(${cardOfOneTask} order by t.due_date, t.position, t.id)
        from tasks t
        where t.board_id = b.id
          and t.due_date >= ${start.toISOString()}::timestamptz
          and t.due_date < ${end.toISOString()}::timestamptz), '[]'::json),
      'removed', '[]'::json)::text as json
    from boards b
    where b.id = ${boardId}`,
  );
  if (!row) throw new Error(`board ${boardId} vanished while reading its due tasks`);
  return row.json;
}
