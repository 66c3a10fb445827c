import { z } from 'zod';
import { opaqueTokenField } from './fields';

/** Which sign-in providers this server has configured. */
export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/**
 * Where to send the browser to sign in with Google (state and PKCE are kept by the server), and
 * the binding the tab keeps to itself (session storage) until it finishes: a code and state
 * sent to someone else's tab cannot sign that tab in (login CSRF).
 */
export const googleStartResponseSchema = z.object({
  authorizationUrl: z.url(),
  binding: opaqueTokenField,
});
export type GoogleStartResponse = z.infer<typeof googleStartResponseSchema>;

/** What Google sent back to /oauth/google/callback, with the tab's binding; answered with a session. */
export const googleLoginInputSchema = z.object({
  code: z.string().min(1, 'Missing authorization code').max(4096),
  state: opaqueTokenField,
  binding: opaqueTokenField,
});
export type GoogleLoginInput = z.input<typeof googleLoginInputSchema>;

/** The SPA route Google redirects back to. */
export const GOOGLE_CALLBACK_PATH = '/oauth/google/callback';
