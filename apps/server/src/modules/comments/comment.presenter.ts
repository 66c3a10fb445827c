import type { Comment } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { presentPublicUser } from '../workspaces/member.presenter';
import { mentionsOf, type CommentWithAuthor } from './comments.repo';

/** Comments as anyone on the board sees them (no emails), with their mentions in one query. */
export async function presentComments(db: Database, rows: CommentWithAuthor[]): Promise<Comment[]> {
  const mentions = await mentionsOf(
    db,
    rows.map((row) => row.comment.id),
  );
  return rows.map(({ comment, author }) => ({
    _id: comment.id,
    taskId: comment.taskId,
    author: author ? presentPublicUser(author, false) : null,
    content: comment.content,
    mentions: mentions
      .filter((mention) => mention.commentId === comment.id)
      .map((mention) => presentPublicUser(mention.user, false)),
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
  }));
}

export async function presentComment(db: Database, row: CommentWithAuthor): Promise<Comment> {
  const [comment] = await presentComments(db, [row]);
  if (!comment) throw new Error('comment vanished while presenting it');
  return comment;
}
