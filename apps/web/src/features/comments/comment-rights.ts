import type { Comment } from '@teamboard/shared';

/**
 * What the signed-in user may do with a comment: only its author edits it; its author or
 * whoever manages the board (a board admin, a workspace owner or admin) deletes it.
 */
export function commentRights(
  comment: Comment,
  selfId: string | undefined,
  canManageBoard: boolean,
): { edit: boolean; delete: boolean } {
  const own = selfId !== undefined && comment.author?._id === selfId;
  return { edit: own, delete: own || canManageBoard };
}
