import type {
  CreateTimeEntryInput,
  TimeEntryDeletedResponse,
  TimeEntryResponse,
  UpdateTimeEntryInput,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { TaskRow, TimeEntryRow } from '../../db/schema/index';
import { mayChangeTimeEntry, type BoardAccess } from '../boards/board.policy';
import { endsInFuture, notYourTimeEntry, startsInFuture, timeEntryNotFound } from './time-errors';
import type { Initiator } from '../../events/board-events';
import { announceTime } from './time-events';
import { descriptionValue } from './time-input';
import { readTask } from '../tasks/task.json.repo';
import { recordedEntryIn } from './time.presenter';
import {
  deleteTimeEntryRow,
  insertTimeEntry,
  recordedEntryOfTask,
  updateTimeEntryRow,
} from './time.repo';

/**
 * Time logged by hand. The schema bounds the duration (whole seconds, 1 minute to 24 hours);
 * here the entry must also lie in the past: it may neither start nor end after now (by the
 * injectable clock), with a minute of slack for a browser clock running a little ahead.
 */
const CLOCK_SLACK_MS = 60_000;

function assertInThePast(ctx: AppContext, startTime: Date, duration: number): void {
  const latest = ctx.clock.now().getTime() + CLOCK_SLACK_MS;
  if (startTime.getTime() > latest) throw startsInFuture();
  if (startTime.getTime() + duration * 1000 > latest) throw endsInFuture();
}

/** The task after a change to one of its entries: announced, and answered with that entry. */
async function afterEntryChange(
  tx: Database,
  initiator: Initiator,
  task: TaskRow,
  entryId: string,
  type: 'TASK_TIME_ADDED' | 'TASK_TIME_UPDATED',
): Promise<TimeEntryResponse> {
  const present = await readTask(tx, task.id);
  const timeEntry = recordedEntryIn(present, entryId);
  await announceTime(tx, initiator, [{ type, boardId: task.boardId, task: present, timeEntry }]);
  return { timeEntry, totalTime: present.totalTime, task: present };
}

/** Logs time on a task by the signed-in user. */
export async function createTimeEntry(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  input: CreateTimeEntryInput,
  initiator: Initiator,
): Promise<TimeEntryResponse> {
  const startTime = new Date(input.startTime);
  assertInThePast(ctx, startTime, input.duration);
  return ctx.db.transaction(async (tx) => {
    const createdId = await insertTimeEntry(tx, {
      taskId: task.id,
      boardId: task.boardId,
      userId: access.user.id,
      startTime,
      duration: input.duration,
      description: descriptionValue(input.description) ?? null,
    });
    return afterEntryChange(tx, initiator, task, createdId, 'TASK_TIME_ADDED');
  });
}

/** A recorded entry of the task that this user may change, locked until the caller commits. */
async function changeableEntry(
  tx: Database,
  access: BoardAccess,
  task: TaskRow,
  entryId: string,
): Promise<TimeEntryRow> {
  const entry = await recordedEntryOfTask(tx, task.id, entryId);
  if (!entry) throw timeEntryNotFound();
  if (!mayChangeTimeEntry(access, entry.userId)) throw notYourTimeEntry();
  return entry;
}

/** Changes some fields of an entry; the result must still lie in the past. */
export async function updateTimeEntry(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  entryId: string,
  input: UpdateTimeEntryInput,
  initiator: Initiator,
): Promise<TimeEntryResponse> {
  return ctx.db.transaction(async (tx) => {
    const entry = await changeableEntry(tx, access, task, entryId);
    const startTime = input.startTime === undefined ? undefined : new Date(input.startTime);
    if (startTime !== undefined || input.duration !== undefined)
      assertInThePast(ctx, startTime ?? entry.startTime, input.duration ?? entry.duration ?? 0);
    await updateTimeEntryRow(tx, entry.id, {
      ...(startTime !== undefined ? { startTime } : {}),
      ...(input.duration !== undefined ? { duration: input.duration } : {}),
      ...(input.description !== undefined
        ? { description: descriptionValue(input.description) }
        : {}),
    });
    return afterEntryChange(tx, initiator, task, entry.id, 'TASK_TIME_UPDATED');
  });
}

export async function deleteTimeEntry(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  entryId: string,
  initiator: Initiator,
): Promise<TimeEntryDeletedResponse> {
  return ctx.db.transaction(async (tx) => {
    const entry = await changeableEntry(tx, access, task, entryId);
    await deleteTimeEntryRow(tx, entry.id);
    const shown = await readTask(tx, task.id);
    await announceTime(tx, initiator, [
      { type: 'TASK_TIME_DELETED', boardId: task.boardId, task: shown },
    ]);
    return { totalTime: shown.totalTime, task: shown };
  });
}
