import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { changeComments, commentApiPath } from './get-comments';

export function deleteComment(taskId: string, commentId: string): Promise<MessageResponse> {
  return api.delete(commentApiPath(taskId, commentId), messageResponseSchema);
}

/** Drops the comment from the task's list once the server removed it. */
export function useDeleteComment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(taskId, commentId),
    onSuccess: (_result, commentId) => {
      changeComments(queryClient, taskId, (comments) =>
        comments.filter((each) => each._id !== commentId),
      );
      return invalidateTaskActivity(queryClient, taskId);
    },
  });
}
