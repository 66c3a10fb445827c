import type { BoardTask } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { readTasks, tasksQueryKey, writeTasks } from './get-tasks';

/**
 * A deleted column's tasks sent to another column: below the destination's own tasks, in their
 * old order (until the positions the server gave them arrive).
 */
export function placeBelowColumn(
  tasks: BoardTask[],
  { from, to }: { from: string; to: string },
): BoardTask[] {
  const below = Math.max(
    0,
    ...tasks.filter((task) => task.columnId === to).map((task) => task.position),
  );
  return tasks.map((task) =>
    task.columnId === from ? { ...task, columnId: to, position: below + task.position } : task,
  );
}

/**
 * After a column was deleted with its tasks sent to another: shows them below the destination's
 * tasks, in their old order, and refetches the list for the positions the server gave them.
 */
export function moveColumnTasks(
  queryClient: QueryClient,
  boardId: string,
  move: { from: string; to: string },
): Promise<void> {
  writeTasks(queryClient, boardId, placeBelowColumn(readTasks(queryClient, boardId), move));
  return queryClient.invalidateQueries({ queryKey: tasksQueryKey(boardId) });
}
