import {
  createTimeEntryInputSchema,
  splitDuration,
  type CreateTimeEntryInput,
  type TimeEntry,
  type UpdateTimeEntryInput,
} from '@teamboard/shared';
import { format } from 'date-fns';

/** The time entry form as typed: start as a datetime-local value, duration as hours + minutes. */
export interface TimeEntryDraft {
  start: string;
  hours: string;
  minutes: string;
  description: string;
}

export type TimeEntryErrors = Partial<Record<'start' | 'duration' | 'description', string>>;

/** A datetime-local input's value for `date`, in the browser's time zone. */
export function localDateTime(date: Date | string): string {
  return format(new Date(date), "yyyy-MM-dd'T'HH:mm");
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A new entry: the hour up to now (an entry may not end in the future); an edit starts from the
 * entry as it is.
 */
export function draftOf(entry?: TimeEntry, now: number = Date.now()): TimeEntryDraft {
  if (!entry) {
    return {
      start: localDateTime(new Date(now - HOUR_MS)),
      hours: '1',
      minutes: '0',
      description: '',
    };
  }
  const { hours, minutes } = splitDuration(entry.duration);
  return {
    start: localDateTime(entry.startTime),
    hours: String(hours),
    minutes: String(minutes),
    description: entry.description ?? '',
  };
}

const FIELD_OF: Record<string, keyof TimeEntryErrors> = {
  startTime: 'start',
  duration: 'duration',
  description: 'description',
};

/**
 * The request body for a draft, checked with the shared schema (whole seconds, 1 minute to 24
 * hours) and, as the server does, against the clock; or the first message per field. An empty
 * description is sent as null.
 */
export function parseTimeEntryDraft(
  draft: TimeEntryDraft,
  now: number = Date.now(),
): { input: CreateTimeEntryInput } | { errors: TimeEntryErrors } {
  const start = new Date(draft.start);
  if (!draft.start || Number.isNaN(start.getTime())) return { errors: { start: 'Enter a start' } };
  const hours = Number(draft.hours || 0);
  const minutes = Number(draft.minutes || 0);
  if (!Number.isFinite(hours) || !Number.isFinite(minutes) || hours < 0 || minutes < 0) {
    return { errors: { duration: 'Enter hours and minutes as positive numbers' } };
  }
  const result = createTimeEntryInputSchema.safeParse({
    startTime: start.toISOString(),
    duration: Math.round(hours * 3600 + minutes * 60),
    description: draft.description.trim() || null,
  });
  if (result.success) {
    if (start.getTime() > now) return { errors: { start: 'Start time cannot be in the future' } };
    if (start.getTime() + result.data.duration * 1000 > now) {
      return { errors: { duration: 'The entry cannot end in the future' } };
    }
    return { input: result.data };
  }
  const errors: TimeEntryErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * What an edit changed, and only that: the form shows the start to the minute and the duration
 * in minutes, so an untouched field is not sent back rounded.
 */
export function entryChanges(
  entry: TimeEntry,
  draft: TimeEntryDraft,
  input: CreateTimeEntryInput,
): UpdateTimeEntryInput {
  const changes: UpdateTimeEntryInput = {};
  if (draft.start !== localDateTime(entry.startTime)) changes.startTime = input.startTime;
  if (input.duration !== Math.floor(entry.duration / 60) * 60) changes.duration = input.duration;
  const description = input.description ?? null;
  if (description !== entry.description) changes.description = description;
  return changes;
}
