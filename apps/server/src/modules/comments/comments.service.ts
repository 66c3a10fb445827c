import {
  canOnBoard,
  type Comment,
  type commentInputSchema,
  type CommentsQuery,
  type CommentsResponse,
  type FieldError,
} from '@teamboard/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { BoardRow, CommentRow, TaskRow } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { decodeCursor, pageOf } from '../../http/cursor';
import { mentionedIdsIn } from '../../rich-text/mentions';
import { isBlankRichText } from '../../rich-text/plain-text';
import { richText } from '../../rich-text/rich-text';
import { boardViewersAmong, type BoardAccess } from '../boards/board.policy';
import type { Initiator } from '../../events/board-events';
import { queueWebhookEvent } from '../../events/webhook-events';
import { recordTaskActivity } from '../tasks/task-activity.repo';
import { announceTaskUpdated } from '../tasks/task-announce.repo';
import { notifyComment } from './comment-notifications.service';
import { presentComment, presentComments } from './comment.presenter';
import {
  commentsOfTask,
  deleteCommentRow,
  findCommentOfTask,
  insertComment,
  mentionIdsOf,
  mentionsOf,
  updateCommentContent,
  writeMentions,
  type CommentWithAuthor,
} from './comments.repo';

type CommentFields = z.output<typeof commentInputSchema>;

/**
 * Mentions must name people who can see the board (internal members of its workspace, or guests
 * and clients on it): those in `mentions` and those the text's mention spans name. Answers the
 * ids without duplicates.
 */
async function mentionable(
  db: Database,
  board: BoardRow,
  listed: string[],
  content: string,
): Promise<string[]> {
  const named = mentionedIdsIn(content);
  const unique = [...new Set([...listed, ...named])];
  const ids = unique.filter((id) => z.uuid().safeParse(id).success);
  const visible = await boardViewersAmong(db, board, ids);
  const refused: FieldError[] = [
    ...listed.flatMap((id, index) => (visible.has(id) ? [] : [`mentions.${index}`])),
    ...(named.some((id) => !visible.has(id)) ? ['content'] : []),
  ].map((field) => ({ field, message: 'Cannot see this board' }));
  if (refused.length > 0)
    throw badRequest('Mentions must be people who can see this board', refused);
  return unique;
}

/**
 * What a comment stores and whom it mentions: its sanitised rich text (400 when it says nothing)
 * and the people named in `mentions` or by its mention spans, each of whom must see the board.
 */
async function writtenComment(
  db: Database,
  board: BoardRow,
  fields: CommentFields,
): Promise<{ content: string; mentions: string[] }> {
  const content = richText(fields.content);
  if (isBlankRichText(content))
    throw badRequest('Comment cannot be empty', [
      { field: 'content', message: 'Comment cannot be empty' },
    ]);
  const mentions = await mentionable(db, board, fields.mentions, content);
  return { content, mentions };
}

/** A page of a task's comments, oldest first, with the cursor of the newer ones after it. */
export async function listComments(
  ctx: AppContext,
  task: TaskRow,
  { cursor, limit }: CommentsQuery,
): Promise<CommentsResponse> {
  // One more than a page tells whether a next page exists without counting.
  const rows = await commentsOfTask(ctx.db, task.id, {
    after: decodeCursor(cursor),
    limit: limit + 1,
  });
  const { items, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.at, id: row.comment.id }));
  const mentions = await mentionsOf(
    ctx.db,
    items.map((row) => row.comment.id),
  );
  return { comments: presentComments(items, mentions), nextCursor };
}

/** A comment just written, with its mentions as committed. */
async function shownComment(db: Database, row: CommentWithAuthor): Promise<Comment> {
  return presentComment(row, await mentionsOf(db, [row.comment.id]));
}

/** A comment of this very task; an id of another task's comment reads as missing (404). */
async function commentOf(ctx: AppContext, task: TaskRow, commentId: string): Promise<CommentRow> {
  const row = await findCommentOfTask(ctx.db, task.id, commentId);
  if (!row) throw notFound('Comment not found');
  return row.comment;
}

/**
 * The task's card counts its comments: the board hears of a new count with the whole task, as
 * TASK_UPDATED. Its consumers need the whole task: the board's cache replaces the card with the
 * event's task (features/tasks/realtime.ts), and API-key sockets receive the same contract. A
 * count-only event, as CHECKLIST_UPDATED carries progress, would be a new realtime type for every
 * consumer to learn; the task's JSON is built and announced in one statement instead.
 */
async function announceCount(tx: Database, initiator: Initiator, task: TaskRow): Promise<void> {
  await announceTaskUpdated(tx, initiator, task.id);
}

/** Adds a comment by the signed-in user, with its mentions and a line in the task's history. */
export async function addComment(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  fields: CommentFields,
  initiator: Initiator,
): Promise<Comment> {
  const { content, mentions } = await writtenComment(ctx.db, access.board, fields);
  return ctx.db.transaction(async (tx) => {
    const row = await insertComment(tx, { taskId: task.id, authorId: access.user.id, content });
    await writeMentions(tx, row.id, mentions);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'comment_added',
      data: { commentId: row.id },
    });
    await notifyComment(ctx, tx, { access, task, content, newMentions: mentions, added: true });
    await announceCount(tx, initiator, task);
    const comment = await shownComment(tx, { comment: row, author: access.user });
    await queueWebhookEvent(tx, {
      workspaceId: access.board.workspaceId,
      boardId: access.board.id,
      event: 'comment.created',
      data: { boardId: access.board.id, comment },
    });
    return comment;
  });
}

/** Only the author edits a comment (not even admins may put words in someone's mouth). */
export async function editComment(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  commentId: string,
  fields: CommentFields,
): Promise<Comment> {
  const comment = await commentOf(ctx, task, commentId);
  if (comment.authorId !== access.user.id) throw forbidden('Only the author can edit a comment');
  const { content, mentions } = await writtenComment(ctx.db, access.board, fields);
  const edited = await ctx.db.transaction(async (tx) => {
    const mentionedBefore = await mentionIdsOf(tx, comment.id);
    const row = await updateCommentContent(tx, comment.id, content);
    await writeMentions(tx, comment.id, mentions);
    await notifyComment(ctx, tx, {
      access,
      task,
      content,
      newMentions: mentions.filter((id) => !mentionedBefore.includes(id)),
      added: false,
    });
    return row;
  });
  return shownComment(ctx.db, { comment: edited, author: access.user });
}

/** The author deletes their comment; board managers (board admins, workspace admins) any. */
export async function deleteComment(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  commentId: string,
  initiator: Initiator,
): Promise<void> {
  const comment = await commentOf(ctx, task, commentId);
  const own = comment.authorId === access.user.id;
  if (!own && !canOnBoard(access.workspaceRole, access.boardRole, 'board.manage'))
    throw forbidden('Only the author or a project admin can delete a comment');
  await ctx.db.transaction(async (tx) => {
    await deleteCommentRow(tx, comment.id);
    await recordTaskActivity(tx, {
      taskId: comment.taskId,
      actorId: access.user.id,
      type: 'comment_deleted',
      data: { commentId: comment.id },
    });
    await announceCount(tx, initiator, task);
  });
}
