import { z } from 'zod';
import { cursorPageQuerySchema, nextCursorField } from './pagination';

/** What /account/activities lists: a person's own security and account events. */
export const ACCOUNT_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'two_factor_failed',
  'recovery_code_used',
  'two_factor_enabled',
  'two_factor_disabled',
  'password_changed',
  'email_changed',
  'session_revoked',
  'api_key_created',
  'api_key_revoked',
  'api_key_used',
  'google_linked',
  'google_unlinked',
  'workspace_joined',
  'workspace_left',
] as const;
export const accountEventTypeSchema = z.enum(ACCOUNT_EVENT_TYPES);
export type AccountEventType = z.infer<typeof accountEventTypeSchema>;

export const accountEventSchema = z.object({
  _id: z.string(),
  type: accountEventTypeSchema,
  ip: z.string().nullable(),
  /** Browser and system read from the user agent, e.g. "Firefox on Linux". */
  device: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

/** How many events one page of GET /api/me/activities holds. */
export const ACCOUNT_EVENTS_PAGE_SIZE = 30;
export const ACCOUNT_EVENTS_MAX_PAGE_SIZE = 100;

/** `cursor`: the `nextCursor` of the page already shown; the next page holds the older events. */
export const accountEventsQuerySchema = cursorPageQuerySchema(
  ACCOUNT_EVENTS_PAGE_SIZE,
  ACCOUNT_EVENTS_MAX_PAGE_SIZE,
);
export type AccountEventsQuery = z.infer<typeof accountEventsQuerySchema>;

export const accountEventsResponseSchema = z.object({
  events: z.array(accountEventSchema),
  nextCursor: nextCursorField,
});
export type AccountEventsResponse = z.infer<typeof accountEventsResponseSchema>;
