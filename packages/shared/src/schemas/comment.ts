import { z } from 'zod';
import { cursorPageQuerySchema, nextCursorField } from './pagination';
import { publicUserSchema } from './workspace';

/** A comment on a task. `mentions` are the users named in it (notified by the notifications feature). */
export const commentSchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  author: publicUserSchema.nullable(),
  content: z.string(),
  mentions: z.array(publicUserSchema),
  createdAt: z.string(),
  /** Null until the author edits it. */
  editedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentInputSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, 'Comment cannot be empty')
      .max(10_000, 'Comment must be at most 10000 characters'),
    mentions: z.array(z.string().min(1)).max(50).default([]),
  })
  .strict();
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentResponseSchema = z.object({ comment: commentSchema });
/** A task's comments, 50 to a page unless told, at most 100. */
export const COMMENTS_PAGE_SIZE = 50;
export const COMMENTS_MAX_PAGE_SIZE = 100;
/** Oldest first (the thread in reading order): `cursor` gives the comments written after it. */
export const commentsQuerySchema = cursorPageQuerySchema(
  COMMENTS_PAGE_SIZE,
  COMMENTS_MAX_PAGE_SIZE,
);
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;
export const commentsResponseSchema = z.object({
  comments: z.array(commentSchema),
  nextCursor: nextCursorField,
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;
