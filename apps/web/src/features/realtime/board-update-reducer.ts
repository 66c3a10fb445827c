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
 * The task as the server sent it, in place of the cached one (or added). A task's updatedAt
 * grows in commit order on the server, so an event older than the cached copy arrived late and
 * is dropped (the cached copy already holds its change and more).
 */
function putTask(tasks: Task[], task: Task): Task[] {
  const cached = tasks.find((each) => each._id === task._id);
  if (!cached) return [...tasks, task];
  if (Date.parse(cached.updatedAt) > Date.parse(task.updatedAt)) return tasks;
  return tasks.map((each) => (each._id === task._id ? task : each));
}

function putColumn(columns: Column[], column: Column): Column[] {
  return [...columns.filter((each) => each._id !== column._id), column];
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
  changeTasks(data, (tasks) => rebalance(putTask(tasks, task), rebalanced));

/** Every event that carries just the changed task. */
const replaceTask = (data: BoardData, { task }: { task: Task }): BoardData =>
  changeTasks(data, (tasks) => putTask(tasks, task));

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
    changeColumns(data, (columns) => putColumn(columns, column)),
  COLUMN_UPDATED: (data, { column }) =>
    changeColumns(data, (columns) => putColumn(columns, column)),
  COLUMNS_REORDERED: (data, { columns }) => changeColumns(data, () => columns),
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
