import { messageResponseSchema, type Comment, type MessageResponse } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { offerUndo } from '../../../lib/offer-undo';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { changeCachedTask } from '../../tasks/api/get-task';
import { changeComments, commentApiPath, countComments, type CommentedTask } from './get-comments';

export function deleteComment(taskId: string, commentId: string): Promise<MessageResponse> {
  return api.delete(commentApiPath(taskId, commentId), messageResponseSchema);
}

/** Deletes a comment with Undo: it leaves the list at once, the server deletes it after. */
export function useDeleteComment(task: CommentedTask) {
  const taskId = task._id;
  const queryClient = useQueryClient();
  return useCallback(
    (comment: Comment) => {
      const others = (comments: Comment[]) => comments.filter((each) => each._id !== comment._id);
      const byTime = (a: Comment, b: Comment) => a.createdAt.localeCompare(b.createdAt);
      offerUndo({
        message: 'Comment deleted',
        apply: () => changeComments(queryClient, taskId, others),
        restore: () =>
          changeComments(queryClient, taskId, (comments) =>
            [...others(comments), comment].sort(byTime),
          ),
        commit: () => deleteComment(taskId, comment._id),
        onCommitted: () => {
          changeCachedTask(queryClient, task, countComments(-1));
          return invalidateTaskActivity(queryClient, taskId);
        },
        failure: 'Failed to delete comment',
      });
    },
    [queryClient, task, taskId],
  );
}
