import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { seesBoardSql } from '../boards/board.policy';
import { REMINDER_WINDOW_HOURS } from '../tasks/due-date-reminders.repo';

/** A claimed reminder, with what its notification says and where it leads. */
export interface ClaimedItemReminder {
  item_id: string;
  due_date: Date | string;
  item_title: string;
  assignee_id: string;
  checklist_title: string;
  task_title: string;
  task_key: string;
  board_id: string;
  workspace_url: string;
}

/**
 * The reminders due now that nobody sent: an item not done, assigned to someone who still sees
 * its active board, is reminded once per due date, from a day before the date to a day after it
 * (a new date is reminded again).
 */
function unsentItemReminders(at: string) {
  return sql`
    select i.id, i.due_date
    from checklist_items i
    join tasks t on t.id = i.task_id
    join boards b on b.id = t.board_id and b.status = 'active'
    join workspace_members wm on wm.workspace_id = b.workspace_id and wm.user_id = i.assignee_id
    left join board_members bm on bm.board_id = b.id and bm.user_id = i.assignee_id
    where not i.done and i.assignee_id is not null
      and i.due_date > ${at}::timestamptz - make_interval(hours => ${REMINDER_WINDOW_HOURS})
      and i.due_date <= ${at}::timestamptz + make_interval(hours => ${REMINDER_WINDOW_HOURS})
      and ${seesBoardSql(sql`wm.role`, sql`bm.role`)}
      and not exists (
        select 1 from checklist_item_due_reminders r
        where r.item_id = i.id and r.due_date = i.due_date)`;
}

/**
 * Claims, in the caller's transaction, up to `limit` of the unsent reminders, with their items,
 * checklists and tasks. The claim is a row per item and date: a second process waits for the
 * first's row and then skips it, and a rolled-back claim sent nothing.
 */
export async function claimItemReminders(
  db: Database,
  now: Date,
  limit: number,
): Promise<ClaimedItemReminder[]> {
  const at = now.toISOString();
  return rawRows<ClaimedItemReminder>(
    db,
    sql`
    with
    unsent as (${unsentItemReminders(at)} limit ${limit}),
    claimed as (
      insert into checklist_item_due_reminders (item_id, due_date, sent_at)
      select id, due_date, ${at} from unsent
      on conflict do nothing
      returning item_id, due_date)
    select r.item_id, r.due_date, i.title as item_title, i.assignee_id,
      c.title as checklist_title, t.title as task_title,
      b.key || '-' || t.number as task_key, b.id as board_id, w.url as workspace_url
    from claimed r
    join checklist_items i on i.id = r.item_id
    join checklists c on c.id = i.checklist_id
    join tasks t on t.id = i.task_id
    join boards b on b.id = t.board_id
    join workspaces w on w.id = b.workspace_id`,
  );
}

/** Since when the longest-waiting unsent reminder has been due (a day before its date). */
export async function oldestUnsentItemReminder(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await rawRows<{ since: string | Date | null }>(
    db,
    sql`
    select min(due_date) - make_interval(hours => ${REMINDER_WINDOW_HOURS}) as since
    from (${unsentItemReminders(now.toISOString())}) unsent`,
  );
  return row?.since ? new Date(row.since) : undefined;
}
