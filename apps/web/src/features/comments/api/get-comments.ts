import {
  COMMENTS_MAX_PAGE_SIZE,
  commentsResponseSchema,
  type BoardTask,
  type Comment,
} from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskApiPath } from '../../tasks/api/get-tasks';

/** The task comments are on: its id, and its board (whose card counts them). */
export type CommentedTask = Pick<BoardTask, '_id' | 'boardId'>;

export const commentsQueryKey = (taskId: string) => ['tasks', 'comments', taskId] as const;

type CommentsData = { comments: Comment[] };

/** `/api/tasks/<taskId>/comments[/<commentId>]`. */
export function commentApiPath(taskId: string, commentId?: string): string {
  return commentId ? taskApiPath(taskId, 'comments', commentId) : taskApiPath(taskId, 'comments');
}

/**
 * The task's whole thread, oldest first: the drawer shows all of it (and appends what is written
 * next), so every page is read, following the cursor to the end.
 */
export async function getComments(taskId: string): Promise<CommentsData> {
  const comments: Comment[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.get(commentApiPath(taskId), commentsResponseSchema, {
      query: { limit: COMMENTS_MAX_PAGE_SIZE, cursor },
    });
    comments.push(...page.comments);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { comments };
}

export function useComments(taskId: string) {
  return useQuery({ queryKey: commentsQueryKey(taskId), queryFn: () => getComments(taskId) });
}

/** Rewrites the task's cached comments (kept oldest first) once the server answered. */
export function changeComments(
  queryClient: QueryClient,
  taskId: string,
  change: (comments: Comment[]) => Comment[],
): void {
  queryClient.setQueryData<CommentsData>(
    commentsQueryKey(taskId),
    (data) => data && { comments: change(data.comments) },
  );
}

/** A card's comment count, `by` more (or fewer). */
export const countComments =
  (by: number) =>
  <Held extends Pick<BoardTask, 'commentCount'>>(held: Held): Held => ({
    ...held,
    commentCount: Math.max(0, held.commentCount + by),
  });
