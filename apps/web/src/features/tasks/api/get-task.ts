import { idField, taskResponseSchema, type Task } from '@teamboard/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath } from '../../boards/api/get-board';
import { storeFetchedTask, taskApiPath } from './get-tasks';

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
