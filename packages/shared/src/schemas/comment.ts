import { z } from 'zod';
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
export const commentsResponseSchema = z.object({ comments: z.array(commentSchema) });
