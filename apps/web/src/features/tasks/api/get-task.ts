import { idField, taskResponseSchema, type BoardTask, type Task } from '@teamboard/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath } from '../../boards/api/get-board';
import { readTasks, storeFetchedTask, taskApiPath, writeTasks } from './get-tasks';

/** A task's own copy, cached under the `_id` or the task key it was asked by. */
export const taskQueryKey = (idOrKey: string) => ['tasks', 'detail', idOrKey] as const;

/** A task asked for by `_id`, or by a task key (any case) within the board a link is on. */
export type TaskRef = { id: string } | { boardId: string; key: string };

/** What a task link's `?task=` names: an `_id`, else a key of the board. */
export const linkedTask = (boardId: string, idOrKey: string): TaskRef =>
  idField.safeParse(idOrKey).success ? { id: idOrKey } : { boardId, key: idOrKey };

export function getTask(ref: TaskRef): Promise<{ task: Task }> {
  const path =
    'id' in ref ? taskApiPath(ref.id) : boardApiPath(ref.boardId, 'tasks', 'by-key', ref.key);
  return api.get(path, taskResponseSchema);
}

/**
 * One whole task, for the panel of a task not in the board's list or listed with an excerpt of
 * its description. Fetched anew on each opening; it takes the place of the board's card (so the
 * board's list keeps the whole description too).
 */
export function useTask(ref: TaskRef, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskQueryKey('id' in ref ? ref.id : ref.key),
    queryFn: async () => {
      const fetched = await getTask(ref);
      storeFetchedTask(queryClient, fetched.task);
      return fetched;
    },
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/**
 * Changes one task where the cache holds it, on its board's list and on its own, for a change
 * made elsewhere than the task's own answer (its checklist progress, its comment count).
 */
export function changeCachedTask(
  queryClient: QueryClient,
  task: Pick<BoardTask, '_id' | 'boardId'>,
  change: (held: BoardTask) => BoardTask,
): void {
  const tasks = readTasks(queryClient, task.boardId);
  if (tasks.some((each) => each._id === task._id)) {
    const changed = tasks.map((each) => (each._id === task._id ? change(each) : each));
    writeTasks(queryClient, task.boardId, changed);
  }
  queryClient.setQueriesData<{ task: Task }>(
    { queryKey: taskQueryKey(task._id) },
    (data) => data && { task: { ...data.task, ...change(data.task) } },
  );
}
