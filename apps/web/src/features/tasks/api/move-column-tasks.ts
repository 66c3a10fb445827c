import type { QueryClient } from '@tanstack/react-query';
import { readTasks, tasksQueryKey, writeTasks } from './get-tasks';

/**
 * After a column was deleted with its tasks sent to another: shows them below the destination's
 * tasks, in their old order, and refetches the list for the positions the server gave them.
 */
export function moveColumnTasks(
  queryClient: QueryClient,
  boardId: string,
  { from, to }: { from: string; to: string },
): Promise<void> {
  const tasks = readTasks(queryClient, boardId);
  const below = Math.max(
    0,
    ...tasks.filter((task) => task.columnId === to).map((task) => task.position),
  );
  writeTasks(
    queryClient,
    boardId,
    tasks.map((task) =>
      task.columnId === from ? { ...task, columnId: to, position: below + task.position } : task,
    ),
  );
  return queryClient.invalidateQueries({ queryKey: tasksQueryKey(boardId) });
}
