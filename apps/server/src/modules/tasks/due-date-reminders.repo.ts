import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** Reminders go out from a day before the due date, and once more up to a day after it. */
export const REMINDER_WINDOW_HOURS = 24;

export interface ClaimedReminder {
  task_id: string;
  kind: 'soon' | 'overdue';
}

/**
 * The reminders due now that nobody sent: a task on an active board with assignees is reminded
 * once when its due date is within the next day ('soon') and once when it has passed, within
 * the day after ('overdue'), per due date (a new date is reminded again).
 */
function unsentReminders(at: string) {
  return sql`
    select due.* from (
      select t.id, t.due_date,
        case when t.due_date > ${at}::timestamptz then 'soon' else 'overdue' end as kind
      from tasks t join boards b on b.id = t.board_id and b.status = 'active'
      where t.due_date > ${at}::timestamptz - make_interval(hours => ${REMINDER_WINDOW_HOURS})
        and t.due_date <= ${at}::timestamptz + make_interval(hours => ${REMINDER_WINDOW_HOURS})
        and exists (select 1 from task_assignees a where a.task_id = t.id)) due
    where not exists (
      select 1 from task_due_reminders r
      where r.task_id = due.id and r.kind = due.kind and r.due_date = due.due_date)`;
}

/**
 * Claims, in the caller's transaction, up to `limit` of the unsent reminders. The claim is a row
 * per task, kind and date: a second process waits for the first's row and then skips it, and a
 * rolled-back claim sent nothing.
 */
export async function claimDueReminders(
  db: Database,
  now: Date,
  limit: number,
): Promise<ClaimedReminder[]> {
  const at = now.toISOString();
  return rawRows<ClaimedReminder>(
    db,
    sql`
    with unsent as (${unsentReminders(at)} limit ${limit})
    insert into task_due_reminders (task_id, kind, due_date, sent_at)
    select id, kind, due_date, ${at} from unsent
    on conflict do nothing
    returning task_id, kind`,
  );
}

/**
 * Since when the longest-waiting unsent reminder has been due: a 'soon' one from a day before
 * the date, an 'overdue' one from the date. Undefined when none waits.
 */
export async function oldestUnsentReminder(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await rawRows<{ since: string | Date | null }>(
    db,
    sql`
    select min(case when kind = 'soon'
      then due_date - make_interval(hours => ${REMINDER_WINDOW_HOURS}) else due_date end) as since
    from (${unsentReminders(now.toISOString())}) unsent`,
  );
  return row?.since ? new Date(row.since) : undefined;
}
