import { commentResponseSchema, type Comment, type CommentInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { changeCachedTask } from '../../tasks/api/get-task';
import { changeComments, commentApiPath, countComments, type CommentedTask } from './get-comments';

export function createComment(taskId: string, input: CommentInput): Promise<{ comment: Comment }> {
  return api.post(commentApiPath(taskId), commentResponseSchema, input);
}

/** Appends the new comment to the task's list; its card counts one more; its history gains a line. */
export function useCreateComment(task: CommentedTask) {
  const taskId = task._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => createComment(taskId, input),
    onSuccess: ({ comment }) => {
      changeComments(queryClient, taskId, (comments) => [
        ...comments.filter((each) => each._id !== comment._id),
        comment,
      ]);
      changeCachedTask(queryClient, task, countComments(1));
      return invalidateTaskActivity(queryClient, taskId);
    },
  });
}
