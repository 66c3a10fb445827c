import {
  boardTasksResponseSchema,
  type BoardTask,
  type BoardTasksResponse,
  type Rebalance,
} from '@teamboard/shared';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';
import { isOlderCopy, mergeFetchedTasks, type BoardTaskList } from '../board-task-list';

export const tasksQueryKey = (boardId: string) => [...boardQueryKey(boardId), 'tasks'] as const;

/** `/api/tasks/<id>/…` with every part escaped. */
export function taskApiPath(...segments: string[]): string {
  return ['/api/tasks', ...segments.map(encodeURIComponent)].join('/');
}

/** The board's whole list, or only what changed since the version a copy is at. */
export function getTasks(boardId: string, since?: number): Promise<BoardTasksResponse> {
  const query = since === undefined ? '' : `?since=${String(since)}`;
  return api.get(`${boardApiPath(boardId, 'tasks')}${query}`, boardTasksResponseSchema);
}

/**
 * The board's tasks. A board already cached (in this tab, or this browser's copy of it) asks
 * only for what changed since its version, so refetching a big board costs a few rows.
 */
export const tasksQuery = (queryClient: QueryClient, boardId: string) =>
  queryOptions({
    queryKey: tasksQueryKey(boardId),
    queryFn: async (): Promise<BoardTaskList> => {
      const held = queryClient.getQueryData<BoardTaskList>(tasksQueryKey(boardId));
      const answer = await getTasks(boardId, held?.version);
      return mergeFetchedTasks(readTasks(queryClient, boardId), answer);
    },
  });

export function useTasks(boardId: string) {
  return useQuery(tasksQuery(useQueryClient(), boardId));
}

/** A column's new positions after the server renumbered it (importers may take it from here). */
export type { Rebalance };

/** The board's cached tasks, or [] before they are loaded. */
export function readTasks(queryClient: QueryClient, boardId: string): BoardTask[] {
  return queryClient.getQueryData<BoardTaskList>(tasksQueryKey(boardId))?.tasks ?? [];
}

/**
 * Replaces the cached tasks, at the version the list was at (the changes written here arrived
 * by other ways, and the next fetch since that version brings them again, harmlessly); returns
 * the previous tasks to roll back to.
 */
export function writeTasks(
  queryClient: QueryClient,
  boardId: string,
  tasks: BoardTask[],
): BoardTask[] {
  const previous = readTasks(queryClient, boardId);
  queryClient.setQueryData<BoardTaskList>(tasksQueryKey(boardId), (held) => ({
    version: held?.version ?? 0,
    tasks,
  }));
  return previous;
}

/** Stores a task the server answered with (new or changed), plus any renumbered column. */
export function storeTask(
  queryClient: QueryClient,
  task: BoardTask,
  rebalanced: Rebalance | null = null,
): void {
  const others = readTasks(queryClient, task.boardId).filter((each) => each._id !== task._id);
  const tasks = [...others, task];
  writeTasks(queryClient, task.boardId, rebalanced ? applyRebalance(tasks, rebalanced) : tasks);
}

/** A task fetched whole on its own, in place of its card, unless the card is newer. */
export function storeFetchedTask(queryClient: QueryClient, task: BoardTask): void {
  const listed = readTasks(queryClient, task.boardId).find((each) => each._id === task._id);
  if (listed && !isOlderCopy(task, listed)) storeTask(queryClient, task);
}

export function applyRebalance<Row extends BoardTask>(
  tasks: Row[],
  { columnId, positions }: Rebalance,
): Row[] {
  const byId = new Map(positions.map(({ _id, position }) => [_id, position]));
  return tasks.map((task) => {
    const position = task.columnId === columnId ? byId.get(task._id) : undefined;
    return position === undefined ? task : { ...task, position };
  });
}

/** A column's tasks in position order. */
export function columnTasks<Row extends BoardTask>(tasks: Row[], columnId: string): Row[] {
  return tasks.filter((task) => task.columnId === columnId).sort((a, b) => a.position - b.position);
}
