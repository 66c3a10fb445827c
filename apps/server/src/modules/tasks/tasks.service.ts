import {
  MAX_TASK_DESCRIPTION_LENGTH,
  type CreateTaskInput,
  type PlacedTask,
  type Rebalance,
  type Task,
  type TaskFields,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { TaskActivityRow, TaskRow } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import { isBlankRichText, plainTextOf } from '../../rich-text/plain-text';
import { richText } from '../../rich-text/rich-text';
import type { BoardAccess } from '../boards/board.policy';
import { announce, type Initiator } from '../../events/board-events';
import { assertBoardHasRoom } from './board-task-limit.service';
import { recordTaskActivity } from './task-activity.repo';
import { taskNotFound } from './task-errors';
import { taskIdByKey } from './task-key.repo';
import { notifyTaskChange } from './task-notifications.service';
import { assigneeIdsOf } from './task-people.repo';
import { lockColumn, placeInColumn } from './task-position.service';
import { renumberColumn } from './task-position.repo';
import { assertReferences } from './task-references.service';
import { writeRelations } from './task-relations.service';
import { readTask } from './task.json.repo';
import { deleteTaskRow, insertTask, nextTaskNumber, updateTaskFields } from './tasks.repo';

const RELATION_FIELDS = ['assignees', 'members', 'labels', 'blockers', 'dependencies'] as const;

function scalarFields(fields: TaskFields) {
  const {
    assignees: _assignees,
    members: _members,
    labels: _labels,
    blockers: _blockers,
    dependencies: _dependencies,
    dueDate,
    startDate,
    description,
    ...rest
  } = fields;
  return {
    ...rest,
    ...(description !== undefined ? { description: storedDescription(description) } : {}),
    ...(dueDate !== undefined ? { dueDate: dateOrNull(dueDate) } : {}),
    ...(startDate !== undefined ? { startDate: dateOrNull(startDate) } : {}),
  };
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

const DESCRIPTION_TOO_LONG = `Description must be at most ${MAX_TASK_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters`;

/**
 * The description as stored: sanitised rich text, or null when it says nothing. Its length is
 * that of its text, line breaks included, as a reader counts it: markup is not writing.
 */
function storedDescription(description: string | null): string | null {
  if (description === null) return null;
  const html = richText(description);
  if (plainTextOf(html).length > MAX_TASK_DESCRIPTION_LENGTH) {
    throw badRequest(DESCRIPTION_TOO_LONG, [
      { field: 'description', message: DESCRIPTION_TOO_LONG },
    ]);
  }
  return isBlankRichText(html) ? null : html;
}

/** A task never starts after it is due: checked on the dates it will have after the write. */
function assertStartNotAfterDue(fields: TaskFields, before: TaskRow | null): void {
  const start = fields.startDate === undefined ? before?.startDate : dateOrNull(fields.startDate);
  const due = fields.dueDate === undefined ? before?.dueDate : dateOrNull(fields.dueDate);
  if (start && due && start.getTime() > due.getTime()) {
    throw badRequest('Start date cannot be after the due date', [
      { field: 'startDate', message: 'Start date cannot be after the due date' },
    ]);
  }
}

/** Names of the fields this update really changes, for the task's history. */
function changedFields(task: TaskRow, fields: TaskFields): string[] {
  const scalars = scalarFields(fields);
  const changed = Object.entries(scalars)
    .filter(([key, value]) => {
      const before: unknown = task[key as keyof TaskRow];
      if (before instanceof Date || value instanceof Date)
        return (before as Date | null)?.getTime() !== (value as Date | null)?.getTime();
      return before !== value;
    })
    .map(([key]) => key);
  return [...changed, ...RELATION_FIELDS.filter((key) => fields[key] !== undefined)];
}

/** A task about to be placed on a board, and who (or what) makes it. */
export interface NewTask {
  boardId: string;
  columnId: string;
  position: CreateTaskInput['position'];
  fields: CreateTaskInput['fields'];
  /** The signed-in user making it; null for a public form's submission. */
  createdBy: string | null;
  /** What its first history line says besides the actor (the form that made it). */
  activity?: TaskActivityRow['data'];
}

/**
 * Places a new task with the board's next number (WR-7) in its column, unless the board is full,
 * and announces it, in the caller's transaction. The fields must have been checked against the
 * board already.
 */
export async function placeNewTask(
  tx: Database,
  newTask: NewTask,
  initiator: Initiator,
): Promise<PlacedTask> {
  const { boardId, columnId } = newTask;
  await lockColumn(tx, boardId, columnId);
  const placed = await placeInColumn(tx, columnId, newTask.position ?? 'bottom', null);
  const number = await nextTaskNumber(tx, boardId);
  await assertBoardHasRoom(tx, boardId, number);
  const task = await insertTask(tx, {
    ...scalarFields(newTask.fields),
    title: newTask.fields.title,
    boardId,
    columnId,
    number,
    // A crowded place is taken by renumbering below; until then the task waits at the end.
    position: placed.crowded ? Number.MAX_VALUE : placed.position,
    createdBy: newTask.createdBy,
  });
  await writeRelations(tx, boardId, task.id, newTask.fields);
  await recordTaskActivity(tx, {
    taskId: task.id,
    actorId: newTask.createdBy,
    type: 'task_created',
    data: newTask.activity,
  });
  const rebalanced = placed.crowded
    ? await renumberColumn(tx, columnId, { taskId: task.id, position: placed.position })
    : null;
  const placedTask = { task: await readTask(tx, task.id), rebalanced };
  await announce(tx, initiator, boardId, 'TASK_CREATED', placedTask);
  return placedTask;
}

/** Creates a task where the user asked, telling those it assigns. */
export async function createTask(
  ctx: AppContext,
  access: BoardAccess,
  input: CreateTaskInput,
  initiator: Initiator,
): Promise<PlacedTask> {
  assertStartNotAfterDue(input.fields, null);
  await assertReferences(ctx.db, access, input.fields, null);
  return ctx.db.transaction(async (tx) => {
    const placedTask = await placeNewTask(
      tx,
      {
        boardId: access.board.id,
        columnId: input.columnId,
        position: input.position,
        fields: input.fields,
        createdBy: access.user.id,
      },
      initiator,
    );
    await notifyTaskChange(ctx, tx, {
      access,
      task: placedTask.task,
      assigneesBefore: [],
      descriptionBefore: null,
    });
    return placedTask;
  });
}

/** A task as the API shows it. */
export async function showTask(ctx: AppContext, task: TaskRow): Promise<Task> {
  return readTask(ctx.db, task.id);
}

/** The board's task with this key (see taskIdByKey); 404 when there is none. */
export async function showTaskByKey(
  ctx: AppContext,
  access: BoardAccess,
  key: string,
): Promise<Task> {
  const id = await taskIdByKey(ctx.db, access.board, key);
  if (id === null) throw taskNotFound();
  return readTask(ctx.db, id);
}

/** Writes the fields that change; answers the task as it is now. */
export async function updateTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  fields: TaskFields,
  initiator: Initiator,
): Promise<Task> {
  assertStartNotAfterDue(fields, task);
  return ctx.db.transaction(async (tx) => {
    await assertReferences(tx, access, fields, task.id);
    const changed = changedFields(task, fields);
    if (changed.length === 0) return readTask(tx, task.id);
    const assigneesBefore = fields.assignees ? await assigneeIdsOf(tx, task.id) : undefined;
    if (!(await updateTaskFields(tx, task.id, scalarFields(fields)))) throw taskNotFound();
    await writeRelations(tx, access.board.id, task.id, fields);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'task_updated',
      data: { fields: changed },
    });
    const updatedTask = await readTask(tx, task.id);
    await announce(tx, initiator, access.board.id, 'TASK_UPDATED', { task: updatedTask });
    await notifyTaskChange(ctx, tx, {
      access,
      task: updatedTask,
      assigneesBefore,
      priorityBefore: task.priority,
      ...(fields.description !== undefined ? { descriptionBefore: task.description } : {}),
    });
    return updatedTask;
  });
}

/** Deletes a task (its links, entries and history go with it). */
export async function deleteTask(ctx: AppContext, task: TaskRow, initiator: Initiator) {
  await ctx.db.transaction(async (tx) => {
    await deleteTaskRow(tx, task.id);
    await announce(tx, initiator, task.boardId, 'TASK_DELETED', { taskId: task.id });
  });
}

/** Renumbers a column on request (POST /api/tasks/rebalance/{columnId}). */
export async function rebalanceColumn(
  ctx: AppContext,
  access: BoardAccess,
  columnId: string,
  initiator: Initiator,
): Promise<Rebalance> {
  return ctx.db.transaction(async (tx) => {
    await lockColumn(tx, access.board.id, columnId);
    const rebalanced = await renumberColumn(tx, columnId);
    await announce(tx, initiator, access.board.id, 'COLUMN_REBALANCED', { rebalanced });
    return rebalanced;
  });
}
