import { tasksResponseSchema, type Rebalance, type Task } from '@teamboard/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';
import { isOlderCopy, keepWholeDescriptions } from '../task-description';

export const tasksQueryKey = (boardId: string) => [...boardQueryKey(boardId), 'tasks'] as const;

type TasksData = { tasks: Task[] };

/** `/api/tasks/<id>/…` with every part escaped. */
export function taskApiPath(...segments: string[]): string {
  return ['/api/tasks', ...segments.map(encodeURIComponent)].join('/');
}

export function getTasks(boardId: string): Promise<TasksData> {
  return api.get(boardApiPath(boardId, 'tasks'), tasksResponseSchema);
}

export function useTasks(boardId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: tasksQueryKey(boardId),
    queryFn: async () => {
      const { tasks } = await getTasks(boardId);
      return { tasks: keepWholeDescriptions(readTasks(queryClient, boardId), tasks) };
    },
  });
}

/** A column's new positions after the server renumbered it (importers may take it from here). */
export type { Rebalance };

/** The board's cached tasks, or [] before they are loaded. */
export function readTasks(queryClient: QueryClient, boardId: string): Task[] {
  return queryClient.getQueryData<TasksData>(tasksQueryKey(boardId))?.tasks ?? [];
}

/** Replaces the cached list; returns the previous one to roll back to. */
export function writeTasks(queryClient: QueryClient, boardId: string, tasks: Task[]): Task[] {
  const previous = readTasks(queryClient, boardId);
  queryClient.setQueryData<TasksData>(tasksQueryKey(boardId), { tasks });
  return previous;
}

/** Stores a task the server answered with (new or changed), plus any renumbered column. */
export function storeTask(
  queryClient: QueryClient,
  task: Task,
  rebalanced: Rebalance | null = null,
): void {
  const others = readTasks(queryClient, task.boardId).filter((each) => each._id !== task._id);
  const tasks = [...others, task];
  writeTasks(queryClient, task.boardId, rebalanced ? applyRebalance(tasks, rebalanced) : tasks);
}

/** A task fetched whole on its own, in place of its card, unless the card is newer. */
export function storeFetchedTask(queryClient: QueryClient, task: Task): void {
  const listed = readTasks(queryClient, task.boardId).find((each) => each._id === task._id);
  if (listed && !isOlderCopy(task, listed)) storeTask(queryClient, task);
}

export function applyRebalance(tasks: Task[], { columnId, positions }: Rebalance): Task[] {
  const byId = new Map(positions.map(({ _id, position }) => [_id, position]));
  return tasks.map((task) => {
    const position = task.columnId === columnId ? byId.get(task._id) : undefined;
    return position === undefined ? task : { ...task, position };
  });
}

/** A column's tasks in position order. */
export function columnTasks(tasks: Task[], columnId: string): Task[] {
  return tasks.filter((task) => task.columnId === columnId).sort((a, b) => a.position - b.position);
}
