import {
  checklistsResponseSchema,
  type BoardTask,
  type Checklist,
  type ChecklistProgress,
} from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changeCachedTask } from '../../tasks/api/get-task';
import { taskApiPath } from '../../tasks/api/get-tasks';

/** The task a checklist belongs to, as the cache needs it: its id and board. */
export type ChecklistTask = Pick<BoardTask, '_id' | 'boardId'>;

export const checklistsQueryKey = (taskId: string) => ['tasks', 'checklists', taskId] as const;

export function getChecklists(taskId: string): Promise<{ checklists: Checklist[] }> {
  return api.get(taskApiPath(taskId, 'checklists'), checklistsResponseSchema);
}

export function useChecklists(taskId: string) {
  return useQuery({ queryKey: checklistsQueryKey(taskId), queryFn: () => getChecklists(taskId) });
}

export function readChecklists(queryClient: QueryClient, taskId: string): Checklist[] {
  return (
    queryClient.getQueryData<{ checklists: Checklist[] }>(checklistsQueryKey(taskId))?.checklists ??
    []
  );
}

/** Items done of all items, as the card counts them. */
export function progressOf(checklists: Checklist[]): ChecklistProgress {
  const items = checklists.flatMap((checklist) => checklist.items);
  return { done: items.filter((item) => item.done).length, total: items.length };
}

/** The task's card (on its board and on its own) shows this progress. */
export function setCardProgress(
  queryClient: QueryClient,
  task: ChecklistTask,
  checklist: ChecklistProgress,
): void {
  changeCachedTask(queryClient, task, (held) => ({ ...held, checklist }));
}

/** Replaces the task's cached checklists, and its card's progress with theirs. */
export function writeChecklists(
  queryClient: QueryClient,
  task: ChecklistTask,
  checklists: Checklist[],
): void {
  queryClient.setQueryData(checklistsQueryKey(task._id), { checklists });
  setCardProgress(queryClient, task, progressOf(checklists));
}
