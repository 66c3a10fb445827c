import { z } from 'zod';
import { isoDateField } from './fields';
import { cursorPageQuerySchema, nextCursorField } from './pagination';
import { taskActivitySchema } from './task-activity';
import { publicUserSchema, taskLabelSchema } from './workspace';

/** The longest range a board report covers. */
export const BOARD_REPORT_MAX_DAYS = 366;

/** `GET /api/boards/{id}/reports?from=&to=`: calendar days in UTC, both inclusive. */
export const boardReportQuerySchema = z
  .object({ from: isoDateField, to: isoDateField })
  .refine((query) => query.from <= query.to, { message: 'from must not be after to' })
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < BOARD_REPORT_MAX_DAYS,
    { message: `A report covers at most ${BOARD_REPORT_MAX_DAYS} days` },
  );
export type BoardReportQuery = z.infer<typeof boardReportQuerySchema>;

const count = z.number().int().nonnegative();
const seconds = z.number().int().nonnegative();

/**
 * Every series of a board's reports page, over `from`..`to` (UTC days). Counted from the task
 * history, the time entries and the done columns.
 */
export const boardReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The board's columns in board order: the series' keys. */
  columns: z.array(z.object({ _id: z.string(), title: z.string(), isDone: z.boolean() })),
  /** Per day: how many of the board's tasks stood in each column at the end of that day. */
  cumulativeFlow: z.array(z.object({ date: z.string(), counts: z.record(z.string(), count) })),
  /** Per week (starting Monday, UTC): tasks that arrived in a done column that week. */
  throughput: z.array(z.object({ weekStart: z.string(), completed: count })),
  /**
   * Tasks that arrived in a done column in the range: hours from leaving the board's first column
   * (or from creation, for a task created past it) to that arrival.
   */
  cycleTime: z.object({
    tasks: count,
    medianHours: z.number().nullable(),
    p85Hours: z.number().nullable(),
  }),
  /** Time logged in the range (entries starting in it), per person and per label. */
  timeByMember: z.array(z.object({ user: publicUserSchema.nullable(), seconds })),
  /** A task's time counts once under each of its labels; `label` null is the unlabelled tasks. */
  timeByLabel: z.array(z.object({ label: taskLabelSchema.nullable(), seconds })),
});
export type BoardReport = z.infer<typeof boardReportSchema>;
export const boardReportResponseSchema = z.object({ report: boardReportSchema });

/** `GET /api/boards/{id}/activity?cursor=&limit=`: the board's task history, newest first. */
export const BOARD_ACTIVITY_LIMIT = 20;
export const BOARD_ACTIVITY_MAX = 100;
export const boardActivityQuerySchema = cursorPageQuerySchema(
  BOARD_ACTIVITY_LIMIT,
  BOARD_ACTIVITY_MAX,
);
export const boardActivitySchema = taskActivitySchema.extend({
  task: z.object({ _id: z.string(), taskId: z.string(), title: z.string() }),
});
export type BoardActivity = z.infer<typeof boardActivitySchema>;
export const boardActivityResponseSchema = z.object({
  activities: z.array(boardActivitySchema),
  nextCursor: nextCursorField,
});
export type BoardActivityResponse = z.infer<typeof boardActivityResponseSchema>;
