import { z } from 'zod';
import { BOARD_HEAD_MAX_PER_COLUMN, MAX_TASK_DESCRIPTION_HTML_LENGTH } from '../constants';
import { columnSchema } from './board';
import { checklistProgressSchema } from './checklist';
import { idField as id, isoDateField, taskCoverField } from './fields';
import { activeTimerSchema, timeEntrySchema } from './time';
import { publicUserSchema, taskLabelSchema } from './workspace';

/** Priority levels by value, as every screen names them. */
export const PRIORITY_NAMES = {
  1: 'No Priority',
  2: 'Urgent',
  3: 'High',
  4: 'Medium',
  5: 'Low',
} as const;
export const COMPLEXITY_NAMES = {
  1: 'Easy',
  2: 'Normal',
  3: 'Medium',
  4: 'Hard',
  5: 'Extreme',
} as const;

const level = z.number().int().min(1, 'Must be between 1 and 5').max(5, 'Must be between 1 and 5');

/**
 * Where to put a card or column, as Trello's API does: a positive sortable number (the midpoint
 * of two neighbours puts it between them), or "top" / "bottom".
 */
export const positionInputSchema = z.union([
  z.number().positive('Position must be a positive number'),
  z.enum(['top', 'bottom']),
]);
export type PositionInput = z.input<typeof positionInputSchema>;

/**
 * A task as a board's task list carries it: what its card shows and the board's filters read.
 * The description and the recorded time entries come with the whole task (GET /api/tasks/{id},
 * write answers and board events), which has every field here too.
 */
export const boardTaskSchema = z.object({
  _id: z.string(),
  /** The readable task key ("WEB-12"): the board's key and a number. Code calls it taskKey. */
  taskId: z.string(),
  /**
   * The key of the Jira issue it was imported from ("SHOP-101") when that is not its task key:
   * found by the board's search and by links as the task key is.
   */
  externalKey: z.string().nullable(),
  title: z.string(),
  columnId: z.string(),
  boardId: z.string(),
  position: z.number(),
  priority: z.number(),
  complexity: z.number().nullable(),
  /**
   * Due and start dates are instants; the calendar day of one is its date in UTC (the app writes a
   * picked day as that day's midnight UTC, so it reads back as the same day in every time zone).
   */
  dueDate: z.string().nullable(),
  /** When work is planned to begin (the timeline); never after `dueDate`. */
  startDate: z.string().nullable(),
  /**
   * The card's image: an https address, an uploaded file, or one of the task's image attachments
   * by its thumbnail's path (`/api/attachments/{id}/thumbnail`, fetched with the token).
   */
  cover: z.string().nullable(),
  assignees: z.array(publicUserSchema),
  members: z.array(publicUserSchema),
  labels: z.array(taskLabelSchema),
  /** Tasks of the same board that block this one (their _ids). */
  blockers: z.array(z.string()),
  /** Tasks of the same board this one depends on (their _ids). */
  dependencies: z.array(z.string()),
  /** Seconds: always the sum of the task's recorded entries' durations. */
  totalTime: z.number().int(),
  /** Timers running on this task now, one per user at most. */
  activeTimers: z.array(activeTimerSchema),
  /** Checklist items done of all items, over the task's checklists. */
  checklist: checklistProgressSchema,
  /** How many comments the task has. */
  commentCount: z.number().int(),
  /** Files attached to the task. */
  attachmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoardTask = z.infer<typeof boardTaskSchema>;

export const taskSchema = boardTaskSchema.extend({
  description: z.string().nullable(),
  /** Recorded entries, oldest first. */
  timeEntries: z.array(timeEntrySchema),
});
export type Task = z.infer<typeof taskSchema>;
export const taskResponseSchema = z.object({ task: taskSchema });

/**
 * A board's task list at a version (the board's tasks_version). Asked for `since` a version the
 * caller holds, it carries only what changed after it: the tasks changed or added, and the ids
 * of those deleted. `complete` says which it is: a complete list replaces the caller's copy.
 */
export const boardTasksResponseSchema = z.object({
  version: z.number().int(),
  complete: z.boolean(),
  tasks: z.array(boardTaskSchema),
  removed: z.array(z.string()),
});
export type BoardTasksResponse = z.infer<typeof boardTasksResponseSchema>;
/**
 * `since`: only what changed after a version. `dueFrom` and `dueTo` (together, both inclusive,
 * calendar days in UTC): only the tasks due in that range, as a calendar shows a month or week.
 */
export const boardTasksQuerySchema = z
  .object({
    since: z.coerce
      .number({ error: 'since must be a version number' })
      .int('since must be a version number')
      .min(0, 'since must be a version number')
      .optional(),
    dueFrom: isoDateField.optional(),
    dueTo: isoDateField.optional(),
  })
  .refine((query) => (query.dueFrom === undefined) === (query.dueTo === undefined), {
    message: 'Give both dueFrom and dueTo, or neither',
  })
  .refine((query) => !query.dueFrom || !query.dueTo || query.dueFrom <= query.dueTo, {
    message: 'dueFrom must not be after dueTo',
  })
  .refine((query) => !(query.since !== undefined && query.dueFrom), {
    message: 'Ask for changes since a version or for a due-date range, not both',
  });

/**
 * The head of a board's task list: the first `perColumn` tasks of each column in position order,
 * and how many each column holds, at a version. A board page shows it while the whole list is on
 * its way (a big board's first screenful, without waiting for all of it).
 */
export const boardTasksHeadQuerySchema = z.object({
  perColumn: z.coerce
    .number({ error: 'perColumn must be a number of tasks' })
    .int('perColumn must be a number of tasks')
    .min(1, 'perColumn must be at least 1')
    .max(BOARD_HEAD_MAX_PER_COLUMN, `perColumn must be at most ${BOARD_HEAD_MAX_PER_COLUMN}`),
});
export const boardTasksHeadResponseSchema = z.object({
  version: z.number().int(),
  tasks: z.array(boardTaskSchema),
  /** Each column's number of tasks, by column `_id`. */
  totals: z.record(z.string(), z.number().int()),
});
export type BoardTasksHead = z.infer<typeof boardTasksHeadResponseSchema>;

const title = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(500, 'Title must be at most 500 characters');
export const taskFieldsSchema = z
  .object({
    title,
    description: z
      .string()
      // The text's own limit (MAX_TASK_DESCRIPTION_LENGTH) is counted by the server, which
      // reads the words out of the markup.
      .max(
        MAX_TASK_DESCRIPTION_HTML_LENGTH,
        `Description must be at most ${MAX_TASK_DESCRIPTION_HTML_LENGTH.toLocaleString('en-US')} characters of rich text`,
      )
      .nullable(),
    priority: level,
    complexity: level.nullable(),
    dueDate: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).nullable(),
    startDate: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).nullable(),
    cover: taskCoverField.nullable(),
    assignees: z.array(id).max(50),
    members: z.array(id).max(50),
    labels: z.array(id).max(50),
    blockers: z.array(id).max(50),
    dependencies: z.array(id).max(50),
  })
  .partial()
  .strict();
export type TaskFields = z.infer<typeof taskFieldsSchema>;

export const createTaskInputSchema = z.object({
  boardId: id,
  columnId: id,
  fields: taskFieldsSchema.extend({ title }),
  position: positionInputSchema.optional(),
});
export type CreateTaskInput = z.input<typeof createTaskInputSchema>;
export const updateTaskInputSchema = taskFieldsSchema;
export type UpdateTaskInput = z.input<typeof updateTaskInputSchema>;

export const moveTaskInputSchema = z.object({
  taskId: id,
  columnId: id,
  position: positionInputSchema,
});
export type MoveTaskInput = z.input<typeof moveTaskInputSchema>;

/** When positions ran too close, the whole column was renumbered: here are the new values. */
export const rebalanceSchema = z.object({
  columnId: z.string(),
  positions: z.array(z.object({ _id: z.string(), position: z.number() })),
});
export type Rebalance = z.infer<typeof rebalanceSchema>;
export const moveTaskResponseSchema = z.object({
  task: taskSchema,
  rebalanced: rebalanceSchema.nullable(),
});
/** A task placed in its column (created or moved), with the renumbering it took if any. */
export type PlacedTask = z.infer<typeof moveTaskResponseSchema>;

export const createColumnInputSchema = z.object({
  boardId: id,
  fields: z.object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(80, 'Title must be at most 80 characters'),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #4f46e5')
      .nullable()
      .optional(),
  }),
  position: positionInputSchema.optional(),
});
export type CreateColumnInput = z.input<typeof createColumnInputSchema>;
export const updateColumnInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(80, 'Title must be at most 80 characters')
      .optional(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #4f46e5')
      .nullable()
      .optional(),
    isDone: z.boolean().optional(),
  })
  .strict();
export type UpdateColumnInput = z.input<typeof updateColumnInputSchema>;
export const columnResponseSchema = z.object({ column: columnSchema });
export const columnOrderInputSchema = z.object({
  boardId: id,
  columnOrder: z.array(id).min(1).max(200),
});
export type ColumnOrderInput = z.input<typeof columnOrderInputSchema>;
export const deleteColumnQuerySchema = z.object({ moveTasksTo: id.optional() });

/** The board's search in descriptions, which its task list does not carry. */
export const boardTaskSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Search text is required').max(200, 'Search text is too long'),
});
export type BoardTaskSearchQuery = z.input<typeof boardTaskSearchQuerySchema>;
/** The `_id`s of the board's tasks whose description contains the text, ignoring case. */
export const boardTaskSearchResponseSchema = z.object({ taskIds: z.array(z.string()) });
