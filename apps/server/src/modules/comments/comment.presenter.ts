import type { Comment } from '@teamboard/shared';
import { presentPublicUser } from '../workspaces/member.presenter';
import type { CommentWithAuthor, Mention } from './comments.repo';

/** Comments as anyone on the board sees them (no emails), with their mentions (mentionsOf). */
export function presentComments(rows: CommentWithAuthor[], mentions: Mention[]): Comment[] {
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

export function presentComment(row: CommentWithAuthor, mentions: Mention[]): Comment {
  const [comment] = presentComments([row], mentions);
  if (!comment) throw new Error('comment vanished while presenting it');
  return comment;
}
