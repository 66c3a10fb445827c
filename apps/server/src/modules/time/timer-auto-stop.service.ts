import type { AppContext } from '../../context';
import { escapeHtml } from '../../mail/email-layout';
import { taskLink } from '../notifications/notification-links';
import { notify } from '../notifications/notify.service';
import { announce, systemInitiator } from '../../events/board-events';
import { readTask } from '../tasks/task.json.repo';
import { workspaceUrlOfBoard } from '../boards/workspace-url-of-board.repo';
import { claimOverdueTimer, updateTimeEntryRow } from './time.repo';
import { recordedEntryIn } from './time.presenter';

/**
 * Stops timers left running past the limit (TIMER_AUTO_STOP_HOURS), recording exactly the limit
 * and telling their owner. All its state is in the database, so a timer that went overdue while
 * the server was down is stopped by the sweep at start-up; SKIP LOCKED lets several server
 * processes sweep at once without stopping one timer twice.
 */

/** Stops every overdue timer, one transaction each; answers how many. Tests call it directly. */
export async function sweepOverdueTimers(ctx: AppContext): Promise<number> {
  let count = 0;
  while (await stopOneOverdueTimer(ctx)) count += 1;
  return count;
}

/** Stops one overdue timer; false when none is left. */
async function stopOneOverdueTimer(ctx: AppContext): Promise<boolean> {
  const limit = ctx.config.timerAutoStopSeconds;
  const startedBy = new Date(ctx.clock.now().getTime() - limit * 1000);
  return ctx.db.transaction(async (tx) => {
    const timer = await claimOverdueTimer(tx, startedBy);
    if (!timer) return false;
    await updateTimeEntryRow(tx, timer.id, { duration: limit });
    const task = await readTask(tx, timer.taskId);
    const workspaceUrl = await workspaceUrlOfBoard(tx, timer.boardId);
    await notify(ctx, tx, {
      recipients: [timer.userId],
      actorId: null,
      type: 'timer_auto_stopped',
      title: 'Timer stopped automatically',
      message:
        `Your timer on <strong>${escapeHtml(task.title)}</strong> was stopped automatically ` +
        `after running for ${formatLimit(limit)}. The entry records ${formatLimit(limit)}: ` +
        `edit it if you worked less.`,
      link: workspaceUrl !== undefined ? taskLink(workspaceUrl, timer.boardId, task.taskId) : null,
    });
    await announce(tx, systemInitiator(timer.userId), timer.boardId, 'TASK_TIMER_AUTO_STOPPED', {
      task,
      timeEntry: recordedEntryIn(task, timer.id),
    });
    return true;
  });
}

function formatLimit(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  return seconds % 3600 === 0
    ? plural(seconds / 3600, 'hour')
    : plural(Math.round(seconds / 60), 'minute');
}
