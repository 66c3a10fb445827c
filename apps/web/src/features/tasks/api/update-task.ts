import {
  taskResponseSchema,
  type BoardTask,
  type Task,
  type UpdateTaskInput,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { readTasks, storeTask, taskApiPath, writeTasks } from './get-tasks';

/** The changed fields as the cache holds them: people and labels as objects, tasks as ids. */
export type TaskPatch = Partial<
  Pick<
    Task,
    | 'title'
    | 'description'
    | 'priority'
    | 'complexity'
    | 'dueDate'
    | 'startDate'
    | 'cover'
    | 'assignees'
    | 'members'
    | 'labels'
    | 'blockers'
    | 'dependencies'
  >
>;

export interface UpdateTaskVariables {
  task: BoardTask;
  patch: TaskPatch;
}

/** The request body: people and labels go as id arrays. */
export function toTaskFields({ assignees, members, labels, ...rest }: TaskPatch): UpdateTaskInput {
  return {
    ...rest,
    ...(assignees && { assignees: assignees.map((user) => user._id) }),
    ...(members && { members: members.map((user) => user._id) }),
    ...(labels && { labels: labels.map((label) => label._id) }),
  };
}

export function updateTask({ task, patch }: UpdateTaskVariables): Promise<{ task: Task }> {
  return api.put(taskApiPath(task._id), taskResponseSchema, toTaskFields(patch));
}

/** Shows the change at once; puts the task back with an error toast if the server refuses. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: ({ task, patch }) => {
      const tasks = readTasks(queryClient, task.boardId);
      const changed = tasks.map((each) => (each._id === task._id ? { ...each, ...patch } : each));
      return writeTasks(queryClient, task.boardId, changed);
    },
    onError: (error, { task }, previous) => {
      if (previous) writeTasks(queryClient, task.boardId, previous);
      toast.error(errorMessage(error, 'Failed to update task'));
    },
    onSuccess: ({ task }) => storeTask(queryClient, task),
  });
}
