import { commentResponseSchema, type Comment, type CommentInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changeComments, commentApiPath } from './get-comments';

export interface UpdateCommentVariables {
  commentId: string;
  input: CommentInput;
}

export function updateComment(
  taskId: string,
  { commentId, input }: UpdateCommentVariables,
): Promise<{ comment: Comment }> {
  return api.put(commentApiPath(taskId, commentId), commentResponseSchema, input);
}

/** Its author's edit; the saved comment replaces the cached one. */
export function useUpdateComment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateCommentVariables) => updateComment(taskId, variables),
    onSuccess: ({ comment }) =>
      changeComments(queryClient, taskId, (comments) =>
        comments.map((each) => (each._id === comment._id ? comment : each)),
      ),
  });
}
