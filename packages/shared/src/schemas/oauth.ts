import { z } from 'zod';
import { opaqueTokenField } from './fields';

/** Which sign-in providers this server has configured. */
export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/** Where to send the browser to sign in with Google (state and PKCE are kept by the server). */
export const googleStartResponseSchema = z.object({ authorizationUrl: z.url() });
export type GoogleStartResponse = z.infer<typeof googleStartResponseSchema>;

/** What Google sent back to /oauth/google/callback; answered with a session. */
export const googleLoginInputSchema = z.object({
  code: z.string().min(1, 'Missing authorization code').max(4096),
  state: opaqueTokenField,
});
export type GoogleLoginInput = z.infer<typeof googleLoginInputSchema>;

/** The SPA route Google redirects back to. */
export const GOOGLE_CALLBACK_PATH = '/oauth/google/callback';
