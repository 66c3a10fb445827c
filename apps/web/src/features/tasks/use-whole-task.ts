import { useEffect } from 'react';
import { useTask } from './api/get-task';
import { useTasks } from './api/get-tasks';
import { isOlderCopy } from './task-description';

/**
 * The task a panel shows and edits, by `_id` or task key, with its whole description: the board's
 * copy when it has it, else fetched on its own (GET /api/tasks/{id}), never older than the
 * board's card. The form must never start from an excerpt: saving it would cut the text.
 */
export function useWholeTask(boardId: string, idOrKey: string) {
  const list = useTasks(boardId);
  const listed = list.data?.tasks.find((task) => task._id === idOrKey || task.taskId === idOrKey);
  const whole = listed?.descriptionTruncated ? undefined : listed;
  const fetched = useTask(listed?._id ?? idOrKey, list.isFetched && !whole);
  const outdated = !whole && !!listed && !!fetched.data && isOlderCopy(fetched.data.task, listed);
  const { isFetching, refetch } = fetched;

  useEffect(() => {
    if (outdated && !isFetching) void refetch();
  }, [outdated, isFetching, refetch]);

  return { task: whole ?? (outdated ? undefined : fetched.data?.task), failed: fetched.isError };
}
