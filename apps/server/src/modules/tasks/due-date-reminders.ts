import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { notify } from '../notifications/notify';
import { linkToTask, taskNamed } from './task-notifications';
import { assigneeIdsOf } from './task-people.repo';
import { presentTask } from './task.presenter';

/** Reminders go out from a day before the due date, and once more up to a day after it. */
const WINDOW_HOURS = 24;
/** Reminders claimed per transaction. */
const BATCH = 50;

interface Claimed {
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
      where t.due_date > ${at}::timestamptz - make_interval(hours => ${WINDOW_HOURS})
        and t.due_date <= ${at}::timestamptz + make_interval(hours => ${WINDOW_HOURS})
        and exists (select 1 from task_assignees a where a.task_id = t.id)) due
    where not exists (
      select 1 from task_due_reminders r
      where r.task_id = due.id and r.kind = due.kind and r.due_date = due.due_date)`;
}

/**
 * Claims, in the caller's transaction, a batch of the unsent reminders. The claim is a row per
 * task, kind and date: a second process waits for the first's row and then skips it, and a
 * rolled-back claim sent nothing.
 */
async function claimDueReminders(db: Database, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  return rawRows<Claimed>(
    db,
    sql`
    with unsent as (${unsentReminders(at)} limit ${BATCH})
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
      then due_date - make_interval(hours => ${WINDOW_HOURS}) else due_date end) as since
    from (${unsentReminders(now.toISOString())}) unsent`,
  );
  return row?.since ? new Date(row.since) : undefined;
}

async function remind(ctx: AppContext, db: Database, { task_id: taskId, kind }: Claimed) {
  const task = await presentTask(db, taskId);
  await notify(ctx, db, {
    type: 'task_due_date',
    recipients: await assigneeIdsOf(db, taskId),
    actorId: null,
    title: kind === 'soon' ? 'Task due soon' : 'Task overdue',
    message:
      kind === 'soon'
        ? `${taskNamed(task)} is due within a day.`
        : `${taskNamed(task)} is past its due date.`,
    link: await linkToTask(db, task),
  });
}

/** Sends every reminder due now, a batch per transaction; answers how many went out. */
export async function sendDueDateReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, ctx.clock.now());
      for (const reminder of due) await remind(ctx, tx, reminder);
      return due.length;
    });
    sent += claimed;
    if (claimed < BATCH) return sent;
  }
}
