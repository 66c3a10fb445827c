import type { BoardTask } from '@teamboard/shared';
import { useEffect } from 'react';
import { linkedTask, useTask } from './api/get-task';
import { useTasks } from './api/get-tasks';
import { isOlderCopy, isWholeTask } from './board-task-list';

/** Whether a board task is the one a link names: by `_id`, or by task key or Jira key in any case. */
const isNamed = (task: BoardTask, idOrKey: string) =>
  task._id === idOrKey ||
  [task.taskId, task.externalKey].some((key) => key?.toUpperCase() === idOrKey.toUpperCase());

/**
 * The task a panel shows and edits, by `_id`, task key or Jira key, whole: the board's copy when it is
 * whole (a write's answer or a board event brought it), else fetched on its own
 * (GET /api/tasks/{id}, or by key within the board), never older than the board's card. The form must never start from a
 * card: it has no description, and saving it would lose the text.
 */
export function useWholeTask(boardId: string, idOrKey: string) {
  const list = useTasks(boardId);
  const listed = list.data?.tasks.find((task) => isNamed(task, idOrKey));
  const whole = listed && isWholeTask(listed) ? listed : undefined;
  const ref = listed ? { id: listed._id } : linkedTask(boardId, idOrKey);
  const fetched = useTask(ref, list.isFetched && !whole);
  const outdated = !whole && !!listed && !!fetched.data && isOlderCopy(fetched.data.task, listed);
  const { isFetching, refetch } = fetched;

  useEffect(() => {
    if (outdated && !isFetching) void refetch();
  }, [outdated, isFetching, refetch]);

  return { task: whole ?? (outdated ? undefined : fetched.data?.task), error: fetched.error };
}
