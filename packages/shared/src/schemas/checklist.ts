import { z } from 'zod';
import { idField as id } from './fields';

const title = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(500, `${what} must be at most 500 characters`);
const dueDate = z.iso.datetime({ offset: true, error: 'Use an ISO date-time' });

/** A card's checklist progress: items done of all items, over every checklist of the task. */
export const checklistProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
});
export type ChecklistProgress = z.infer<typeof checklistProgressSchema>;

export const checklistItemSchema = z.object({
  _id: z.string(),
  checklistId: z.string(),
  title: z.string(),
  done: z.boolean(),
  position: z.number(),
  assigneeId: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Who ticked it, and when; null while it is open. */
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  title: z.string(),
  position: z.number(),
  /** In position order. */
  items: z.array(checklistItemSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistResponseSchema = z.object({ checklist: checklistSchema });
export const checklistsResponseSchema = z.object({ checklists: z.array(checklistSchema) });
export const checklistItemResponseSchema = z.object({ item: checklistItemSchema });

export const createChecklistInputSchema = z.object({ title: title('Checklist title') }).strict();
export type CreateChecklistInput = z.input<typeof createChecklistInputSchema>;

export const updateChecklistInputSchema = z
  .object({
    title: title('Checklist title'),
    position: z.number().positive('Position must be a positive number'),
  })
  .partial()
  .strict();
export type UpdateChecklistInput = z.input<typeof updateChecklistInputSchema>;

export const createChecklistItemInputSchema = z
  .object({
    title: title('Item'),
    assigneeId: id.nullable().optional(),
    dueDate: dueDate.nullable().optional(),
  })
  .strict();
export type CreateChecklistItemInput = z.input<typeof createChecklistItemInputSchema>;

/** `position` places the item among its checklist's (the ordering helpers' numbers). */
export const updateChecklistItemInputSchema = z
  .object({
    title: title('Item'),
    done: z.boolean(),
    position: z.number().positive('Position must be a positive number'),
    assigneeId: id.nullable(),
    dueDate: dueDate.nullable(),
  })
  .partial()
  .strict();
export type UpdateChecklistItemInput = z.input<typeof updateChecklistItemInputSchema>;
