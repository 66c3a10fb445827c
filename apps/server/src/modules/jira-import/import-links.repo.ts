import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** The board's tasks of these Jira keys, by key. */
export async function taskIdsByKey(tx: Database, boardId: string, keys: string[]) {
  const rows = await rawRows<{ id: string; jira_key: string }>(
    tx,
    sql`select id, jira_key from tasks where board_id = ${boardId} and jira_key in ${keys}`,
  );
  return new Map(rows.map((row) => [row.jira_key, row.id]));
}

/** Link changes on one board queue up, so no two writers can close a loop between them. */
export async function lockBoardLinks(tx: Database, boardId: string): Promise<void> {
  await tx.execute(sql`select 1 from boards where id = ${boardId} for update`);
}

/**
 * Links `waiting` to `waitedOn` unless `waitedOn` already waits for `waiting` (a loop) or the
 * link is there: whether it added one.
 */
export async function insertLinkUnlessLoop(
  tx: Database,
  waiting: string,
  waitedOn: string,
  kind: 'blocker' | 'dependency',
): Promise<boolean> {
  const inserted = await rawRows<{ task_id: string }>(
    tx,
    sql`
    insert into task_links (task_id, linked_task_id, kind)
    select ${waiting}, ${waitedOn}, ${kind}
    where not exists (
      with recursive waits_for(id) as (
        select linked_task_id from task_links where task_id = ${waitedOn}
        union
        select l.linked_task_id from task_links l join waits_for f on l.task_id = f.id)
      select 1 from waits_for where id = ${waiting})
    on conflict do nothing
    returning task_id`,
  );
  return inserted.length > 0;
}
