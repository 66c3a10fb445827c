import { z } from 'zod';

/** A signed-in session (a browser or device) as /account/security lists it. */
export const signedInSessionSchema = z.object({
  _id: z.string(),
  /** Browser and system read from the user agent, e.g. "Firefox on Linux". */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const signedInSessionsResponseSchema = z.object({
  sessions: z.array(signedInSessionSchema),
});
export type SignedInSessionsResponse = z.infer<typeof signedInSessionsResponseSchema>;

export const signOutOthersResponseSchema = z.object({
  /** How many sessions were signed out. */
  signedOut: z.number().int(),
});
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
