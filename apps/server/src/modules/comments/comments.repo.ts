import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exactTime, newerThan, type SortKey, type Timed } from '../../db/keyset';
import {
  commentMentions,
  comments,
  users,
  type CommentRow,
  type UserRow,
} from '../../db/schema/index';

export interface CommentWithAuthor {
  comment: CommentRow;
  /** Null once the author's account is deleted. */
  author: UserRow | null;
}

const withAuthor = (db: Database) =>
  db
    .select({ comment: comments, author: users })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId));

/** `limit` of a task's comments written after `after`, oldest first. */
export async function commentsOfTask(
  db: Database,
  taskId: string,
  { after, limit }: { after: SortKey | undefined; limit: number },
): Promise<Timed<CommentWithAuthor>[]> {
  return db
    .select({ comment: comments, author: users, at: exactTime(comments.createdAt) })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.taskId, taskId), newerThan(comments.createdAt, comments.id, after)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit);
}

/** A comment only if it belongs to this task: an id from another task reads as missing. */
export async function findCommentOfTask(
  db: Database,
  taskId: string,
  commentId: string,
): Promise<CommentWithAuthor | undefined> {
  const [row] = await withAuthor(db)
    .where(and(eq(comments.id, commentId), eq(comments.taskId, taskId)))
    .limit(1);
  return row;
}

/** The people mentioned in these comments, by comment. */
export interface Mention {
  commentId: string;
  user: UserRow;
}

export async function mentionsOf(db: Database, commentIds: string[]): Promise<Mention[]> {
  if (commentIds.length === 0) return [];
  return db
    .select({ commentId: commentMentions.commentId, user: users })
    .from(commentMentions)
    .innerJoin(users, eq(users.id, commentMentions.userId))
    .where(inArray(commentMentions.commentId, commentIds))
    .orderBy(asc(users.name), asc(users.id));
}

/** Replaces the mentions of a comment. */
/** The ids of the people a comment mentions. */
export async function mentionIdsOf(db: Database, commentId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: commentMentions.userId })
    .from(commentMentions)
    .where(eq(commentMentions.commentId, commentId));
  return rows.map((row) => row.userId);
}

export async function writeMentions(
  db: Database,
  commentId: string,
  userIds: string[],
): Promise<void> {
  await db.delete(commentMentions).where(eq(commentMentions.commentId, commentId));
  if (userIds.length > 0)
    await db.insert(commentMentions).values(userIds.map((userId) => ({ commentId, userId })));
}

export async function insertComment(
  tx: Database,
  values: typeof comments.$inferInsert,
): Promise<CommentRow> {
  const [comment] = await tx.insert(comments).values(values).returning();
  if (!comment) throw new Error('insert into comments returned no row');
  return comment;
}

/** Rewrites a comment's text, marking it edited; answers the comment now. */
export async function updateCommentContent(
  tx: Database,
  commentId: string,
  content: string,
): Promise<CommentRow> {
  const [row] = await tx
    .update(comments)
    .set({ content, editedAt: sql`now()` })
    .where(eq(comments.id, commentId))
    .returning();
  if (!row) throw new Error(`comment ${commentId} vanished while editing it`);
  return row;
}

export async function deleteCommentRow(tx: Database, commentId: string): Promise<void> {
  await tx.delete(comments).where(eq(comments.id, commentId));
}
