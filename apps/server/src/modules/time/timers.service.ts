import {
  TIME_ENTRY_MIN_SECONDS,
  type ActiveTimerLookup,
  type StartTimerResponse,
  type StopTimerInput,
  type Task,
  type TimeEntry,
  type TimeEntryResponse,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { TaskRow, TimeEntryRow } from '../../db/schema/index';
import { canViewBoard, type BoardAccess } from '../boards/board.policy';
import { noRunningTimer, timerAlreadyRunning } from './time-errors';
import type { Initiator } from '../../events/board-events';
import { announceTime, type TimeEvent } from './time-events';
import { descriptionValue } from './time-input';
import { readTask } from '../tasks/task.json.repo';
import { recordedEntryIn, runningEntryIn } from './time.presenter';
import {
  deleteTimeEntryRow,
  insertTimeEntry,
  lockBoards,
  lockTimersOf,
  runningTimerOf,
  runningTimerWithPlace,
  updateTimeEntryRow,
} from './time.repo';

/**
 * The timer use cases. A running timer is a time entry without a duration; each user has at
 * most one (a partial unique index), and a user's timer calls run one at a time (a lock on the
 * user's row), so a start that replaces another timer can never race a stop of it. Every rule
 * about "now" reads the injectable clock, never the database's.
 */

/** Whole seconds a timer started at `startTime` has run. */
export function elapsedSeconds(ctx: AppContext, startTime: Date): number {
  return Math.floor((ctx.clock.now().getTime() - startTime.getTime()) / 1000);
}

interface Finished {
  task: Task;
  /** The entry recorded, or null when the timer ran under a minute and was deleted. */
  timeEntry: TimeEntry | null;
  event: TimeEvent;
}

/**
 * Ends a locked running timer: a minute or more is recorded (capped at the auto-stop limit, as
 * if the job had already run), less is deleted, as the spec's minimum duration requires.
 */
async function finishTimer(
  ctx: AppContext,
  tx: Database,
  timer: TimeEntryRow,
  description: string | null | undefined,
): Promise<Finished> {
  const elapsed = elapsedSeconds(ctx, timer.startTime);
  if (elapsed < TIME_ENTRY_MIN_SECONDS) {
    await deleteTimeEntryRow(tx, timer.id);
    const task = await readTask(tx, timer.taskId);
    return {
      task,
      timeEntry: null,
      event: { type: 'TASK_TIMER_CANCELLED', boardId: timer.boardId, task },
    };
  }
  await updateTimeEntryRow(tx, timer.id, {
    duration: Math.min(elapsed, ctx.config.timerAutoStopSeconds),
    ...(description !== undefined ? { description } : {}),
  });
  const task = await readTask(tx, timer.taskId);
  const timeEntry = recordedEntryIn(task, timer.id);
  return {
    task,
    timeEntry,
    event: { type: 'TASK_TIMER_STOPPED', boardId: timer.boardId, task, timeEntry },
  };
}

/**
 * Starts the user's timer on a task, first stopping the one they run elsewhere (recorded, or
 * cancelled under a minute). A second start on the same task is refused and changes nothing.
 */
export async function startTimer(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  initiator: Initiator,
): Promise<StartTimerResponse> {
  const userId = access.user.id;
  const done = await ctx.db.transaction(async (tx) => {
    await lockTimersOf(tx, userId);
    const running = await runningTimerOf(tx, userId);
    if (running?.taskId === task.id) throw timerAlreadyRunning();
    if (running && running.boardId !== task.boardId)
      await lockBoards(tx, [running.boardId, task.boardId]);
    const replaced = running ? await finishTimer(ctx, tx, running, undefined) : null;
    const startedId = await insertTimeEntry(tx, {
      taskId: task.id,
      boardId: task.boardId,
      userId,
      startTime: ctx.clock.now(),
    });
    const startedTask = await readTask(tx, task.id);
    await announceTime(tx, initiator, [
      ...(replaced ? [replaced.event] : []),
      { type: 'TASK_TIMER_STARTED', boardId: task.boardId, task: startedTask },
    ]);
    return { replaced, startedId, task: startedTask };
  });
  const { replaced } = done;
  // The replaced timer is the user's own, but its task is shown only while they may see it.
  const showReplaced =
    replaced !== null && (await canViewBoard(ctx.db, userId, replaced.event.boardId));
  return {
    timeEntry: runningEntryIn(done.task, done.startedId),
    task: done.task,
    replaced: showReplaced ? { task: replaced.task, timeEntry: replaced.timeEntry } : null,
  };
}

/**
 * Stops the user's timer on this task. Under a minute the timer is deleted (committed) and the
 * answer is null: the route then reports the spec's 'Duration must be at least 1 minute'.
 */
export async function stopTimer(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  input: StopTimerInput,
  initiator: Initiator,
): Promise<TimeEntryResponse | null> {
  const finished = await ctx.db.transaction(async (tx) => {
    await lockTimersOf(tx, access.user.id);
    const running = await runningTimerOf(tx, access.user.id);
    if (running?.taskId !== task.id) throw noRunningTimer();
    const outcome = await finishTimer(ctx, tx, running, descriptionValue(input.description));
    await announceTime(tx, initiator, [outcome.event]);
    return outcome;
  });
  if (!finished.timeEntry) return null;
  return { timeEntry: finished.timeEntry, totalTime: finished.task.totalTime, task: finished.task };
}

/** Throws the user's timer on this task away, however long it ran. */
export async function cancelTimer(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  initiator: Initiator,
): Promise<{ task: Task }> {
  return ctx.db.transaction(async (tx) => {
    await lockTimersOf(tx, access.user.id);
    const running = await runningTimerOf(tx, access.user.id);
    if (running?.taskId !== task.id) throw noRunningTimer();
    await deleteTimeEntryRow(tx, running.id);
    const shown = await readTask(tx, task.id);
    await announceTime(tx, initiator, [
      { type: 'TASK_TIMER_CANCELLED', boardId: task.boardId, task: shown },
    ]);
    return { task: shown };
  });
}

/**
 * The user's running timer wherever it is, with what a link to it needs; none while it sits on
 * a board the user can no longer see (starting another timer still replaces it).
 */
export async function activeTimerOf(
  ctx: AppContext,
  userId: string,
): Promise<ActiveTimerLookup | null> {
  const row = await runningTimerWithPlace(ctx.db, userId);
  if (!row || !(await canViewBoard(ctx.db, userId, row.board.id))) return null;
  return {
    timeEntryId: row.entry.id,
    startTime: row.entry.startTime.toISOString(),
    task: {
      _id: row.task.id,
      taskId: `${row.board.key}-${row.task.number}`,
      title: row.task.title,
    },
    board: { _id: row.board.id, title: row.board.title },
    workspace: { _id: row.workspace.id, url: row.workspace.url },
  };
}
