import { canOnBoard, type commentInputSchema, type FieldError } from '@teamboard/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import {
  boardMembers,
  comments,
  workspaceMembers,
  type BoardRow,
  type CommentRow,
  type TaskRow,
} from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/app-error';
import type { BoardAccess } from '../boards/board.policy';
import { recordTaskActivity } from '../tasks/task-activity.repo';
import { writeMentions } from './comments.repo';

type CommentFields = z.output<typeof commentInputSchema>;

/**
 * Mentions must name people who can see the board (internal members of its workspace, or guests
 * and clients on it); answers the ids without duplicates.
 */
async function mentionable(db: Database, board: BoardRow, userIds: string[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  const ids = unique.filter((id) => z.uuid().safeParse(id).success);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: workspaceMembers.userId,
            workspaceRole: workspaceMembers.role,
            boardRole: boardMembers.role,
          })
          .from(workspaceMembers)
          .leftJoin(
            boardMembers,
            and(
              eq(boardMembers.boardId, board.id),
              eq(boardMembers.userId, workspaceMembers.userId),
            ),
          )
          .where(
            and(
              eq(workspaceMembers.workspaceId, board.workspaceId),
              inArray(workspaceMembers.userId, ids),
            ),
          );
  const visible = new Set(
    rows
      .filter((row) => canOnBoard(row.workspaceRole, row.boardRole, 'board.view'))
      .map((row) => row.userId),
  );
  const refused: FieldError[] = userIds.flatMap((id, index) =>
    visible.has(id) ? [] : [{ field: `mentions.${index}`, message: 'Cannot see this board' }],
  );
  if (refused.length > 0)
    throw badRequest('Mentions must be people who can see this board', refused);
  return unique;
}

/** Adds a comment by the signed-in user, with its mentions and a line in the task's history. */
export async function addComment(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  fields: CommentFields,
): Promise<CommentRow> {
  const mentions = await mentionable(ctx.db, access.board, fields.mentions);
  return ctx.db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(comments)
      .values({ taskId: task.id, authorId: access.user.id, content: fields.content })
      .returning();
    if (!comment) throw new Error('insert into comments returned no row');
    await writeMentions(tx, comment.id, mentions);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'comment_added',
      data: { commentId: comment.id },
    });
    return comment;
  });
}

/** Only the author edits a comment (not even admins may put words in someone's mouth). */
export async function editComment(
  ctx: AppContext,
  access: BoardAccess,
  comment: CommentRow,
  fields: CommentFields,
): Promise<CommentRow> {
  if (comment.authorId !== access.user.id) throw forbidden('Only the author can edit a comment');
  const mentions = await mentionable(ctx.db, access.board, fields.mentions);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(comments)
      .set({ content: fields.content, editedAt: sql`now()` })
      .where(eq(comments.id, comment.id))
      .returning();
    if (!row) throw new Error(`comment ${comment.id} vanished while editing it`);
    await writeMentions(tx, comment.id, mentions);
    return row;
  });
}

/** The author deletes their comment; board managers (board admins, workspace admins) any. */
export async function deleteComment(
  ctx: AppContext,
  access: BoardAccess,
  comment: CommentRow,
): Promise<void> {
  const own = comment.authorId === access.user.id;
  if (!own && !canOnBoard(access.workspaceRole, access.boardRole, 'board.manage'))
    throw forbidden('Only the author or a project admin can delete a comment');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(comments).where(eq(comments.id, comment.id));
    await recordTaskActivity(tx, {
      taskId: comment.taskId,
      actorId: access.user.id,
      type: 'comment_deleted',
      data: { commentId: comment.id },
    });
  });
}
