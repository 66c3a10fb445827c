import { z } from 'zod';
import { cursorPageQuerySchema, nextCursorField } from './pagination';
import { publicUserSchema } from './workspace';

export const TASK_ACTIVITY_TYPES = [
  'task_created',
  'task_updated',
  'task_moved',
  'comment_added',
  'comment_deleted',
  'checklist_added',
  'checklist_deleted',
  'checklist_item_completed',
  'checklist_item_reopened',
  'checklist_item_converted',
  'attachment_added',
  'attachment_deleted',
] as const;
export type TaskActivityType = (typeof TASK_ACTIVITY_TYPES)[number];

/**
 * One line of a task's history. `fields` names what an update changed; a move names the columns
 * (by title at the time, so the line still reads well after a column is renamed or deleted).
 */
export const taskActivitySchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  type: z.enum(TASK_ACTIVITY_TYPES),
  actor: publicUserSchema.nullable(),
  fields: z.array(z.string()).optional(),
  fromColumn: z.string().optional(),
  toColumn: z.string().optional(),
  commentId: z.string().optional(),
  /** The checklist a checklist line is about, and its item (by title at the time). */
  checklist: z.string().optional(),
  item: z.string().optional(),
  /** The task a checklist item was converted into. */
  convertedTaskId: z.string().optional(),
  /** The file an attachment line is about, by its name. */
  attachment: z.string().optional(),
  /** The title of the form a submission to which created the task (no actor then). */
  form: z.string().optional(),
  createdAt: z.string(),
});
export type TaskActivity = z.infer<typeof taskActivitySchema>;
/** A task's history is read a page at a time, newest first: 200 lines unless `limit` says less. */
export const TASK_ACTIVITY_PAGE_SIZE = 200;
export const taskActivityQuerySchema = cursorPageQuerySchema(
  TASK_ACTIVITY_PAGE_SIZE,
  TASK_ACTIVITY_PAGE_SIZE,
);
export const taskActivityResponseSchema = z.object({
  activities: z.array(taskActivitySchema),
  nextCursor: nextCursorField,
});
export type TaskActivityResponse = z.infer<typeof taskActivityResponseSchema>;
