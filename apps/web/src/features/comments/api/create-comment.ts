import { commentResponseSchema, type Comment, type CommentInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { changeComments, commentApiPath } from './get-comments';

export function createComment(taskId: string, input: CommentInput): Promise<{ comment: Comment }> {
  return api.post(commentApiPath(taskId), commentResponseSchema, input);
}

/** Appends the new comment to the task's list; the task's history gains a line. */
export function useCreateComment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => createComment(taskId, input),
    onSuccess: ({ comment }) => {
      changeComments(queryClient, taskId, (comments) => [
        ...comments.filter((each) => each._id !== comment._id),
        comment,
      ]);
      return invalidateTaskActivity(queryClient, taskId);
    },
  });
}
