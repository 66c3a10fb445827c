import type { BoardTask } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  cachedListUpdates,
  putNewest,
  type CachedList,
  type ListChanges,
} from '../../lib/realtime/board-lists';
import type { BoardUpdateHandlers } from '../../lib/realtime/board-updates';
import { placeBelowColumn } from './api/move-column-tasks';
import {
  applyRebalance,
  readTasks,
  tasksQueryKey,
  writeTasks,
  type Rebalance,
} from './api/get-tasks';

function rebalance(tasks: BoardTask[], rebalanced: Rebalance | null): BoardTask[] {
  return rebalanced ? applyRebalance(tasks, rebalanced) : tasks;
}

/**
 * A deleted column's tasks: removed, or moved below the destination's own tasks (the
 * `rebalanced` positions the server sent then set the final order).
 */
function moveColumnTasks(
  tasks: BoardTask[],
  columnId: string,
  moveTasksTo: string | null,
): BoardTask[] {
  if (!moveTasksTo) return tasks.filter((task) => task.columnId !== columnId);
  return placeBelowColumn(tasks, { from: columnId, to: moveTasksTo });
}

const placeTask = (
  tasks: BoardTask[],
  { task, rebalanced }: { task: BoardTask; rebalanced: Rebalance | null },
) => rebalance(putNewest(tasks, task), rebalanced);

/** Every event that carries just the changed task (time entries and timers change its totals). */
const replaceTask = (tasks: BoardTask[], { task }: { task: BoardTask }) => putNewest(tasks, task);

/** How board events change a board's task list. */
export const taskListChanges: ListChanges<BoardTask> = {
  TASK_CREATED: placeTask,
  TASK_MOVED: placeTask,
  TASK_UPDATED: replaceTask,
  TASK_DELETED: (tasks, { taskId }) => tasks.filter((task) => task._id !== taskId),
  COLUMN_REBALANCED: (tasks, { rebalanced }) => applyRebalance(tasks, rebalanced),
  COLUMN_DELETED: (tasks, { columnId, moveTasksTo, rebalanced }) =>
    rebalance(moveColumnTasks(tasks, columnId, moveTasksTo), rebalanced),
  TASK_TIME_ADDED: replaceTask,
  TASK_TIME_UPDATED: replaceTask,
  TASK_TIME_DELETED: replaceTask,
  TASK_TIMER_STARTED: replaceTask,
  TASK_TIMER_STOPPED: replaceTask,
  TASK_TIMER_AUTO_STOPPED: replaceTask,
  TASK_TIMER_CANCELLED: replaceTask,
};

const cachedTasks: CachedList<BoardTask> = {
  queryKey: tasksQueryKey,
  read: readTasks,
  write: writeTasks,
};

/** The board events of tasks, applied to the board's cached tasks. */
export function taskBoardUpdates(queryClient: QueryClient): BoardUpdateHandlers {
  return cachedListUpdates(queryClient, cachedTasks, taskListChanges);
}
