import type {
  BoardEventPayload,
  BoardEventType,
  BoardUpdate,
  Column,
  Rebalance,
  Task,
  TimeEventType,
} from '@teamboard/shared';
import { applyRebalance } from '../tasks/api/get-tasks';

/**
 * A board's cached lists as the board view reads them. A list that is not loaded stays
 * undefined: an event never makes up a partial list (the fetch brings the whole one).
 */
export interface BoardData {
  tasks: Task[] | undefined;
  columns: Column[] | undefined;
}

type Handler<Type extends BoardEventType> = (
  data: BoardData,
  payload: BoardEventPayload<Type>,
) => BoardData;
type Handlers<Types extends BoardEventType> = { [Type in Types]: Handler<Type> };

function changeTasks(data: BoardData, change: (tasks: Task[]) => Task[]): BoardData {
  return data.tasks ? { ...data, tasks: change(data.tasks) } : data;
}

function changeColumns(data: BoardData, change: (columns: Column[]) => Column[]): BoardData {
  return data.columns ? { ...data, columns: byPosition(change(data.columns)) } : data;
}

function byPosition(columns: Column[]): Column[] {
  return [...columns].sort((a, b) => a.position - b.position);
}

/**
 * Tasks and columns carry an updatedAt the server writes after taking the row's lock, so for
 * one row it grows in commit order: an event older than the cached copy arrived late, and the
 * cached copy already holds its change and more.
 */
function isStale(cached: { updatedAt: string }, incoming: { updatedAt: string }): boolean {
  return Date.parse(cached.updatedAt) > Date.parse(incoming.updatedAt);
}

/** The row as the server sent it, in place of the cached one (or added), unless it is stale. */
function putNewest<Row extends { _id: string; updatedAt: string }>(rows: Row[], row: Row): Row[] {
  const cached = rows.find((each) => each._id === row._id);
  if (!cached) return [...rows, row];
  if (isStale(cached, row)) return rows;
  return rows.map((each) => (each._id === row._id ? row : each));
}

/**
 * A reordered board's columns: each as sent unless the cached copy is newer (a rename that
 * committed later), and cached columns the list does not name (created since) kept.
 */
function mergeColumns(cached: Column[], incoming: Column[]): Column[] {
  return incoming.reduce((columns, column) => putNewest(columns, column), cached);
}

function rebalance(tasks: Task[], rebalanced: Rebalance | null): Task[] {
  return rebalanced ? applyRebalance(tasks, rebalanced) : tasks;
}

/**
 * A deleted column's tasks: removed, or moved below the destination's own tasks in their old
 * order (the `rebalanced` positions the server sent then set the final order).
 */
function moveColumnTasks(tasks: Task[], columnId: string, moveTasksTo: string | null): Task[] {
  if (!moveTasksTo) return tasks.filter((task) => task.columnId !== columnId);
  const below = Math.max(
    0,
    ...tasks.filter((task) => task.columnId === moveTasksTo).map((task) => task.position),
  );
  return tasks.map((task) =>
    task.columnId === columnId
      ? { ...task, columnId: moveTasksTo, position: below + task.position }
      : task,
  );
}

const placeTask: Handler<'TASK_CREATED' | 'TASK_MOVED'> = (data, { task, rebalanced }) =>
  changeTasks(data, (tasks) => rebalance(putNewest(tasks, task), rebalanced));

/** Every event that carries just the changed task. */
const replaceTask = (data: BoardData, { task }: { task: Task }): BoardData =>
  changeTasks(data, (tasks) => putNewest(tasks, task));

const taskEvents: Handlers<
  'TASK_CREATED' | 'TASK_MOVED' | 'TASK_UPDATED' | 'TASK_DELETED' | 'COLUMN_REBALANCED'
> = {
  TASK_CREATED: placeTask,
  TASK_MOVED: placeTask,
  TASK_UPDATED: replaceTask,
  TASK_DELETED: (data, { taskId }) =>
    changeTasks(data, (tasks) => tasks.filter((task) => task._id !== taskId)),
  COLUMN_REBALANCED: (data, { rebalanced }) =>
    changeTasks(data, (tasks) => applyRebalance(tasks, rebalanced)),
};

/** Time entries and timers change the task (its total and active timers): it comes whole. */
const timeEvents: Handlers<TimeEventType> = {
  TASK_TIME_ADDED: replaceTask,
  TASK_TIME_UPDATED: replaceTask,
  TASK_TIME_DELETED: replaceTask,
  TASK_TIMER_STARTED: replaceTask,
  TASK_TIMER_STOPPED: replaceTask,
  TASK_TIMER_AUTO_STOPPED: replaceTask,
  TASK_TIMER_CANCELLED: replaceTask,
};

const columnEvents: Handlers<
  'COLUMN_CREATED' | 'COLUMN_UPDATED' | 'COLUMNS_REORDERED' | 'COLUMN_DELETED'
> = {
  COLUMN_CREATED: (data, { column }) =>
    changeColumns(data, (columns) => putNewest(columns, column)),
  COLUMN_UPDATED: (data, { column }) =>
    changeColumns(data, (columns) => putNewest(columns, column)),
  COLUMNS_REORDERED: (data, { columns }) =>
    changeColumns(data, (cached) => mergeColumns(cached, columns)),
  COLUMN_DELETED: (data, { columnId, moveTasksTo, rebalanced }) =>
    changeTasks(
      changeColumns(data, (columns) => columns.filter((column) => column._id !== columnId)),
      (tasks) => rebalance(moveColumnTasks(tasks, columnId, moveTasksTo), rebalanced),
    ),
};

const handlers: Handlers<BoardEventType> = { ...taskEvents, ...timeEvents, ...columnEvents };

function run<Type extends BoardEventType>(
  data: BoardData,
  type: Type,
  payload: BoardEventPayload<Type>,
): BoardData {
  return handlers[type](data, payload);
}

/**
 * A `board-update` applied to the board's cached lists (pure). Parts the event does not touch
 * keep their identity, so only what changed is written back.
 */
export function reduceBoardUpdate(data: BoardData, update: BoardUpdate): BoardData {
  return run(data, update.type, update.payload);
}
