import { z } from 'zod';
import { isoDateField } from './fields';
import { boardReportQuerySchema } from './board-report';
import { publicUserSchema } from './workspace';

/** The three workspace reports, by their path (`/{workspace}/reports/{kind}`). */
export const WORKSPACE_REPORTS = [
  'resource-analysis',
  'time-complexity',
  'user-performance',
] as const;
export type WorkspaceReportKind = (typeof WORKSPACE_REPORTS)[number];

/** A member's weekly capacity when they never set one. */
export const DEFAULT_WEEKLY_CAPACITY_HOURS = 40;
export const MAX_WEEKLY_CAPACITY_HOURS = 168;

/** At most this many boards or people in a report's filter. */
export const REPORT_FILTER_MAX_IDS = 200;

/** A comma-separated list of ids in the query string (`boardIds=a,b`); empty means all. */
const idList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.uuid('Invalid id'))
      .max(REPORT_FILTER_MAX_IDS, `At most ${REPORT_FILTER_MAX_IDS} ids`),
  );

/**
 * `GET /api/workspaces/{id}/reports/{kind}?from=&to=&boardIds=&userIds=&format=`: UTC calendar
 * days, both inclusive (at most 366, as the board reports); no boards or people means all the
 * viewer may see. `format=csv` answers the report's table as CSV.
 */
export const workspaceReportQuerySchema = z
  .object({
    from: isoDateField,
    to: isoDateField,
    boardIds: idList,
    userIds: idList,
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((query, context) => {
    const range = boardReportQuerySchema.safeParse({ from: query.from, to: query.to });
    for (const issue of range.error?.issues ?? []) context.addIssue({ ...issue, code: 'custom' });
  });
export type WorkspaceReportQuery = z.infer<typeof workspaceReportQuerySchema>;
export type WorkspaceReportQueryInput = z.input<typeof workspaceReportQuerySchema>;

const count = z.number().int().nonnegative();
const seconds = z.number().int().nonnegative();
const hours = z.number().nonnegative();
/** Open tasks per priority level, keyed '1'..'5' (the spec's priority values). */
const byPriority = z.object({ 1: count, 2: count, 3: count, 4: count, 5: count });

/** Fields every report carries: the range and the weeks (Monday, UTC) it overlaps. */
const reportBase = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.array(z.string()),
});

/**
 * Resource analysis. Per person: time logged on the chosen boards per week; their weekly
 * capacity (their own setting); their share of the weekly working-hours quotas of the boards
 * they belong to (each quota split evenly among the board's members); open tasks assigned to
 * them by priority. Over-allocated: the quota share exceeds the capacity, or a week's logged
 * time does.
 */
export const resourceAnalysisRowSchema = z.object({
  user: publicUserSchema,
  capacityHours: hours,
  quotaShareHours: hours,
  loggedSeconds: seconds,
  weekly: z.array(z.object({ weekStart: z.string(), loggedSeconds: seconds })),
  openTasks: count,
  openTasksByPriority: byPriority,
  overAllocated: z.boolean(),
});
export type ResourceAnalysisRow = z.infer<typeof resourceAnalysisRowSchema>;
export const resourceAnalysisSchema = reportBase.extend({
  kind: z.literal('resource-analysis'),
  rows: z.array(resourceAnalysisRowSchema),
});
export type ResourceAnalysis = z.infer<typeof resourceAnalysisSchema>;

/** Logged hours per task, summarised: median, mean, quartiles, least and most. */
const spreadSchema = z.object({
  tasks: count,
  medianHours: z.number().nullable(),
  meanHours: z.number().nullable(),
  p25Hours: z.number().nullable(),
  p75Hours: z.number().nullable(),
  minHours: z.number().nullable(),
  maxHours: z.number().nullable(),
});
export type TimeSpread = z.infer<typeof spreadSchema>;

/**
 * Time vs complexity: the hours logged in the range per task with a complexity, summarised per
 * level (1-5, always all five) and per board and level; outliers are tasks outside their
 * level's Tukey fences (more than 1.5 × the interquartile range beyond a quartile).
 */
export const timeComplexitySchema = reportBase.extend({
  kind: z.literal('time-complexity'),
  levels: z.array(spreadSchema.extend({ complexity: z.number().int() })),
  boards: z.array(
    spreadSchema.extend({
      complexity: z.number().int(),
      board: z.object({ _id: z.string(), title: z.string() }),
    }),
  ),
  outliers: z.array(
    z.object({
      task: z.object({ _id: z.string(), taskId: z.string(), title: z.string() }),
      board: z.object({ _id: z.string(), title: z.string() }),
      complexity: z.number().int(),
      hours: z.number(),
      levelMedianHours: z.number(),
      direction: z.enum(['over', 'under']),
    }),
  ),
});
export type TimeComplexity = z.infer<typeof timeComplexitySchema>;

/**
 * User performance, per person: tasks completed in the range (arrived in a done column; counted
 * for the task's assignees), how many of those with a due date were completed on or before its
 * UTC day, the median cycle time, hours logged and comments written; and per week the tasks
 * completed and the hours logged (the trend).
 */
export const userPerformanceRowSchema = z.object({
  user: publicUserSchema,
  completed: count,
  completedWithDueDate: count,
  completedOnTime: count,
  /** completedOnTime / completedWithDueDate, 0..1; null when none had a due date. */
  onTimeRate: z.number().nullable(),
  medianCycleHours: z.number().nullable(),
  loggedSeconds: seconds,
  comments: count,
  weekly: z.array(z.object({ weekStart: z.string(), completed: count, loggedSeconds: seconds })),
});
export type UserPerformanceRow = z.infer<typeof userPerformanceRowSchema>;
export const userPerformanceSchema = reportBase.extend({
  kind: z.literal('user-performance'),
  rows: z.array(userPerformanceRowSchema),
});
export type UserPerformance = z.infer<typeof userPerformanceSchema>;

export const workspaceReportSchema = z.discriminatedUnion('kind', [
  resourceAnalysisSchema,
  timeComplexitySchema,
  userPerformanceSchema,
]);
export type WorkspaceReport = z.infer<typeof workspaceReportSchema>;
export const resourceAnalysisResponseSchema = z.object({ report: resourceAnalysisSchema });
export const timeComplexityResponseSchema = z.object({ report: timeComplexitySchema });
export const userPerformanceResponseSchema = z.object({ report: userPerformanceSchema });

/** `PUT /api/workspaces/{id}/members/{userId}/capacity`: the member's weekly hours. */
export const memberCapacityInputSchema = z.object({
  weeklyHours: z
    .number({ error: 'weeklyHours must be a number' })
    .positive('weeklyHours must be above 0')
    .max(MAX_WEEKLY_CAPACITY_HOURS, `weeklyHours must be at most ${MAX_WEEKLY_CAPACITY_HOURS}`),
});
export const memberCapacityResponseSchema = z.object({
  capacity: z.object({ userId: z.string(), weeklyHours: z.number() }),
});
