import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { cardOfOneTask } from './task.json.repo';

/**
 * The head of a board's list (boardTasksHeadResponseSchema) as JSON text, in one statement so
 * the cards, the totals and the version come from one snapshot. Each column's first cards are
 * read through its (column, position) index, so a column of 50,000 tasks costs what a column of
 * thirty does; the totals are counted from the same index.
 */
export async function boardHeadJson(
  db: Database,
  boardId: string,
  perColumn: number,
): Promise<string> {
  const [row] = await rawRows<{ json: string }>(
    db,
    sql`
    select json_build_object(
      'version', b.tasks_version,
      'tasks', coalesce((
        select json_agg(${cardOfOneTask} order by c.position, c.id, t.position, t.id)
        from columns c
          cross join lateral (
            select * from tasks
            where tasks.column_id = c.id
            order by tasks.position, tasks.id
            limit ${perColumn}) t
        where c.board_id = b.id), '[]'::json),
      'totals', coalesce((
        select json_object_agg(c.id, (select count(*) from tasks where tasks.column_id = c.id))
        from columns c where c.board_id = b.id), '{}'::json))::text as json
    from boards b
    where b.id = ${boardId}`,
  );
  if (!row) throw new Error(`board ${boardId} vanished while reading the head of its list`);
  return row.json;
}
