import { z } from 'zod';
import { taskSchema } from './task';
import { runningTimeEntrySchema, timeEntrySchema } from './time';
import { publicUserSchema } from './workspace';

/** Responses of the time and timer calls: each carries the task as it now is. */

/** A timer started while another ran: what became of the other one. */
export const replacedTimerSchema = z.object({
  task: taskSchema,
  /** The entry it recorded, or null when it ran under a minute and was cancelled. */
  timeEntry: timeEntrySchema.nullable(),
});

export const startTimerResponseSchema = z.object({
  timeEntry: runningTimeEntrySchema,
  task: taskSchema,
  replaced: replacedTimerSchema.nullable(),
});
export type StartTimerResponse = z.infer<typeof startTimerResponseSchema>;

export const timeEntryResponseSchema = z.object({
  timeEntry: timeEntrySchema,
  totalTime: z.number().int(),
  task: taskSchema,
});
export type TimeEntryResponse = z.infer<typeof timeEntryResponseSchema>;

export const timeEntryDeletedResponseSchema = z.object({
  totalTime: z.number().int(),
  task: taskSchema,
});
export type TimeEntryDeletedResponse = z.infer<typeof timeEntryDeletedResponseSchema>;

export const timerCancelledResponseSchema = z.object({ task: taskSchema });

/** `GET /api/tasks/timers/active`: the caller's running timer, wherever it is. */
export const activeTimerLookupSchema = z.object({
  timeEntryId: z.string(),
  startTime: z.string(),
  /** `taskId` is the task key ("WEB-12"), as in the task itself. */
  task: z.object({ _id: z.string(), taskId: z.string(), title: z.string() }),
  board: z.object({ _id: z.string(), title: z.string() }),
  workspace: z.object({ _id: z.string(), url: z.string() }),
});
export type ActiveTimerLookup = z.infer<typeof activeTimerLookupSchema>;
export const activeTimerResponseSchema = z.object({ timer: activeTimerLookupSchema.nullable() });
export type ActiveTimerResponse = z.infer<typeof activeTimerResponseSchema>;

/** Weekly hours quota of a board against the hours logged on it this week. */
export const workingHoursQuotaSchema = z.object({
  /** Hours per week; null when the board sets none. */
  weeklyHours: z.number().nullable(),
  /** The week counted: Monday 00:00 to the next Monday 00:00, in `timeZone`. */
  weekStart: z.string(),
  weekEnd: z.string(),
  timeZone: z.string(),
  /** Seconds logged on the board's tasks in entries starting this week. */
  loggedSeconds: z.number().int(),
  members: z.array(z.object({ user: publicUserSchema, loggedSeconds: z.number().int() })),
});
export type WorkingHoursQuota = z.infer<typeof workingHoursQuotaSchema>;
export const workingHoursQuotaResponseSchema = z.object({ quota: workingHoursQuotaSchema });
export type WorkingHoursQuotaResponse = z.infer<typeof workingHoursQuotaResponseSchema>;

export const workingHoursQuotaQuerySchema = z.object({
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
});
export const updateWorkingHoursQuotaInputSchema = z
  .object({
    weeklyHours: z
      .number()
      .positive('Weekly hours must be more than 0')
      .max(10_000, 'Weekly hours must be at most 10000')
      .nullable(),
  })
  .strict();
export type UpdateWorkingHoursQuotaInput = z.input<typeof updateWorkingHoursQuotaInputSchema>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
