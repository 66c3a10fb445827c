import { DASHBOARD_CHECKLIST_ITEM_LIMIT } from '@teamboard/shared/dashboard';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { visibleBoards } from '../boards/visible-boards.repo';

/** A not-done checklist item of mine, with its checklist, task and board, and how many in all. */
export interface MyChecklistItemRow {
  total: number;
  id: string;
  title: string;
  due_date: Date | string | null;
  checklist_id: string;
  checklist_title: string;
  task_id: string;
  task_number: number;
  task_title: string;
  board_id: string;
  board_title: string;
  board_key: string;
  workspace_id: string;
  workspace_name: string;
  workspace_url: string;
}

/**
 * The checklist items assigned to me and not done, on the active boards I see in all my
 * workspaces: the first DASHBOARD_CHECKLIST_ITEM_LIMIT, soonest due first and undated last, each
 * with the count of them all. One statement.
 */
export async function myOpenChecklistItems(
  db: Database,
  userId: string,
): Promise<MyChecklistItemRow[]> {
  return rawRows<MyChecklistItemRow>(
    db,
    sql`
    with visible as (${visibleBoards(userId, null)})
    select i.id, i.title, i.due_date, c.id as checklist_id, c.title as checklist_title,
      t.id as task_id, t.number as task_number, t.title as task_title, v.id as board_id,
      v.title as board_title, v.key as board_key, v.workspace_id, v.workspace_name,
      v.workspace_url, (count(*) over ())::int as total
    from checklist_items i
    join checklists c on c.id = i.checklist_id
    join tasks t on t.id = i.task_id
    join visible v on v.id = t.board_id
    where i.assignee_id = ${userId} and not i.done
    order by i.due_date nulls last, v.workspace_name, v.title, t.number, c.position, i.position
    limit ${DASHBOARD_CHECKLIST_ITEM_LIMIT}`,
  );
}
