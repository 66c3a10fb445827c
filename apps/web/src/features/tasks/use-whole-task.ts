import { useEffect } from 'react';
import { useTask } from './api/get-task';
import { useTasks } from './api/get-tasks';
import { isOlderCopy, isWholeTask } from './board-task-list';

/**
 * The task a panel shows and edits, by `_id`, task key or Jira key, whole: the board's copy when it is
 * whole (a write's answer or a board event brought it), else fetched on its own
 * (GET /api/tasks/{id}), never older than the board's card. The form must never start from a
 * card: it has no description, and saving it would lose the text.
 */
export function useWholeTask(boardId: string, idOrKey: string) {
  const list = useTasks(boardId);
  const listed = list.data?.tasks.find((task) =>
    [task._id, task.taskId, task.externalKey].includes(idOrKey),
  );
  const whole = listed && isWholeTask(listed) ? listed : undefined;
  const fetched = useTask(listed?._id ?? idOrKey, list.isFetched && !whole);
  const outdated = !whole && !!listed && !!fetched.data && isOlderCopy(fetched.data.task, listed);
  const { isFetching, refetch } = fetched;

  useEffect(() => {
    if (outdated && !isFetching) void refetch();
  }, [outdated, isFetching, refetch]);

  return { task: whole ?? (outdated ? undefined : fetched.data?.task), failed: fetched.isError };
}
