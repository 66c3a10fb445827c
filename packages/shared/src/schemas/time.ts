import { z } from 'zod';
import { publicUserSchema } from './workspace';

/** A timer stopped before a minute records nothing: a start clicked by mistake leaves no entry. */
export const TIME_ENTRY_MIN_SECONDS = 60;
/** No single entry may exceed a day. */
export const TIME_ENTRY_MAX_SECONDS = 24 * 60 * 60;
export const TIMER_TOO_SHORT_MESSAGE = 'Duration must be at least 1 minute';
export const TIME_DESCRIPTION_MAX = 2000;

/** A recorded time entry: `duration` in whole seconds. */
export const timeEntrySchema = z.object({
  _id: z.string(),
  user: publicUserSchema,
  startTime: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** A running timer on a task; its entry gets `timeEntryId` once stopped. */
export const activeTimerSchema = z.object({
  user: publicUserSchema,
  startTime: z.string(),
  timeEntryId: z.string(),
});
export type ActiveTimer = z.infer<typeof activeTimerSchema>;

/** The entry a running timer will become: no duration yet. */
export const runningTimeEntrySchema = timeEntrySchema.extend({ duration: z.null() });

const description = z
  .string()
  .trim()
  .max(TIME_DESCRIPTION_MAX, `Description must be at most ${TIME_DESCRIPTION_MAX} characters`)
  .nullable();
const duration = z
  .number()
  .int('Duration must be a whole number of seconds')
  .min(TIME_ENTRY_MIN_SECONDS, TIMER_TOO_SHORT_MESSAGE)
  .max(TIME_ENTRY_MAX_SECONDS, 'Duration must be at most 24 hours');
const startTime = z.iso.datetime({ offset: true, error: 'Use an ISO date-time' });

export const createTimeEntryInputSchema = z
  .object({ startTime, duration, description: description.optional() })
  .strict();
export type CreateTimeEntryInput = z.input<typeof createTimeEntryInputSchema>;
export const updateTimeEntryInputSchema = createTimeEntryInputSchema.partial().strict();
export type UpdateTimeEntryInput = z.input<typeof updateTimeEntryInputSchema>;
export const stopTimerInputSchema = z.object({ description: description.optional() }).strict();
export type StopTimerInput = z.input<typeof stopTimerInputSchema>;

export const timeEntryParamsSchema = z.object({
  id: z.string().min(1),
  entryId: z.string().min(1),
});
