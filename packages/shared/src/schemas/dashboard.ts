import { z } from 'zod';
import { boardActivitySchema } from './board-report';
import { invitationSchema } from './invitation';
import { activeTimerLookupSchema } from './time-api';

/**
 * The due buckets of "my open tasks", by UTC day (a due date's day is its UTC date): before
 * today; today; from tomorrow to the Sunday of this Monday-to-Sunday week; after that; no date.
 */
export const DASHBOARD_DUE_BUCKETS = [
  'overdue',
  'today',
  'thisWeek',
  'later',
  'noDueDate',
] as const;
export type DashboardDueBucket = (typeof DASHBOARD_DUE_BUCKETS)[number];

/** At most this many tasks are listed per bucket; `total` counts them all. */
export const DASHBOARD_BUCKET_LIMIT = 50;
/** The workspace home lists this many recent boards and activity lines. */
export const HOME_RECENT_BOARDS = 8;
export const HOME_ACTIVITY_LIMIT = 20;
/** "My work" lists at most this many checklist items; `total` counts them all. */
export const DASHBOARD_CHECKLIST_ITEM_LIMIT = 50;

const count = z.number().int().nonnegative();

/** An open task assigned to me, with where it lives (`taskId` is the task key, "WEB-12"). */
export const dashboardTaskSchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  title: z.string(),
  priority: z.number().int(),
  dueDate: z.string().nullable(),
  board: z.object({ _id: z.string(), title: z.string() }),
  workspace: z.object({ _id: z.string(), name: z.string(), url: z.string() }),
});
export type DashboardTask = z.infer<typeof dashboardTaskSchema>;

/** One bucket: its first tasks (soonest due first) and how many there are in all. */
export const dueBucketSchema = z.object({ total: count, tasks: z.array(dashboardTaskSchema) });
export type DueBucket = z.infer<typeof dueBucketSchema>;

export const dueBucketsSchema = z.object({
  overdue: dueBucketSchema,
  today: dueBucketSchema,
  thisWeek: dueBucketSchema,
  later: dueBucketSchema,
  noDueDate: dueBucketSchema,
});
export type DueBuckets = z.infer<typeof dueBucketsSchema>;

/**
 * An open checklist item assigned to me, with its checklist and its task (`task.taskId` is the
 * task key, "WEB-12"), and where the task lives.
 */
export const dashboardChecklistItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  checklist: z.object({ _id: z.string(), title: z.string() }),
  task: z.object({ _id: z.string(), taskId: z.string(), title: z.string() }),
  board: z.object({ _id: z.string(), title: z.string() }),
  workspace: z.object({ _id: z.string(), name: z.string(), url: z.string() }),
});
export type DashboardChecklistItem = z.infer<typeof dashboardChecklistItemSchema>;

/** My open checklist items: the first ones (soonest due first, undated last) and how many. */
export const dashboardChecklistItemsSchema = z.object({
  total: count,
  items: z.array(dashboardChecklistItemSchema),
});
export type DashboardChecklistItems = z.infer<typeof dashboardChecklistItemsSchema>;

/**
 * `GET /api/me/dashboard`: across all my workspaces. `week` is this Monday 00:00 UTC to the next
 * (entries by their start, running timers not counted); `capacityHours` is the largest of my
 * workspaces' weekly capacities.
 */
export const dashboardSchema = z.object({
  tasks: dueBucketsSchema,
  /** Not-done checklist items assigned to me on the boards I see, whatever their task's column. */
  checklistItems: dashboardChecklistItemsSchema,
  week: z.object({
    start: z.string(),
    end: z.string(),
    loggedSeconds: count,
    capacityHours: z.number().nonnegative(),
  }),
  unreadNotifications: count,
  unreadChats: count,
  invitations: z.array(invitationSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ dashboard: dashboardSchema });

/** A board on the workspace home; `visitedAt` for the recent ones. */
export const homeBoardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  visitedAt: z.string().optional(),
});
export type HomeBoard = z.infer<typeof homeBoardSchema>;

/** A line of the workspace's activity: a board's line, with its board. */
export const homeActivitySchema = boardActivitySchema.extend({
  board: z.object({ _id: z.string(), title: z.string() }),
});
export type HomeActivity = z.infer<typeof homeActivitySchema>;

/**
 * `GET /api/workspaces/{id}/home`: only the active boards the caller can see. Recent boards are
 * the last opened first; `timer` is my running timer when it is on a board of this workspace.
 */
export const workspaceHomeSchema = z.object({
  favoriteBoards: z.array(homeBoardSchema),
  recentBoards: z.array(homeBoardSchema),
  tasks: dueBucketsSchema,
  timer: activeTimerLookupSchema.nullable(),
  activity: z.array(homeActivitySchema),
});
export type WorkspaceHome = z.infer<typeof workspaceHomeSchema>;
export const workspaceHomeResponseSchema = z.object({ home: workspaceHomeSchema });
