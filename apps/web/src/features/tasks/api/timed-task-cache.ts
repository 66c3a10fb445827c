import type { BoardTask, Task } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { taskQueryKey } from './get-task';
import { readTasks, storeTask, tasksQueryKey } from './get-tasks';

type TaskData = { task: Task };

function isListLoaded(queryClient: QueryClient, boardId: string): boolean {
  return queryClient.getQueryData(tasksQueryKey(boardId)) !== undefined;
}

/**
 * The panel's own copy of a task, under its `_id` or task key. A card brings the fields it has;
 * the copy keeps its description and recorded entries.
 */
function writeDetail(queryClient: QueryClient, task: BoardTask): void {
  for (const key of [task._id, task.taskId]) {
    const held = queryClient.getQueryData<TaskData>(taskQueryKey(key));
    if (held)
      queryClient.setQueryData<TaskData>(taskQueryKey(key), { task: { ...held.task, ...task } });
  }
}

/**
 * Stores a task a time call answered with, wherever it is cached: its board's list (only when
 * that list is loaded: a timer stopped from the header must not leave a one-task list of a board
 * never opened) and the panel's single-task copy.
 */
export function storeTimedTask(queryClient: QueryClient, task: BoardTask): void {
  if (isListLoaded(queryClient, task.boardId)) storeTask(queryClient, task);
  writeDetail(queryClient, task);
}

/**
 * Rewrites the cached tasks of a board that `change` alters (it returns the same object for a
 * task it leaves alone); returns those tasks as they were, to be put back with `storeTimedTask`.
 */
export function changeBoardTasks(
  queryClient: QueryClient,
  boardId: string,
  change: (task: BoardTask) => BoardTask,
): BoardTask[] {
  const before: BoardTask[] = [];
  for (const task of readTasks(queryClient, boardId)) {
    const after = change(task);
    if (after === task) continue;
    before.push(task);
    storeTimedTask(queryClient, after);
  }
  return before;
}
