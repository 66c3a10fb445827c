import type { BoardAction, Comment } from '@teamboard/shared';

/**
 * What the signed-in user may do with a comment, on a board they may change (not an archived
 * one): only its author edits it; its author or whoever manages the board (a board admin, a
 * workspace owner or admin) deletes it.
 */
export function commentRights(
  comment: Comment,
  selfId: string | undefined,
  can: (action: BoardAction) => boolean,
): { edit: boolean; delete: boolean } {
  const own = can('board.work') && selfId !== undefined && comment.author?._id === selfId;
  return { edit: own, delete: own || can('board.manage') };
}
