import { z } from 'zod';

/** The signed-in account's Google sign-in, as /account/integrations shows it. */
export const googleIntegrationSchema = z.object({
  /** Google sign-in is configured on this server, so an account can be linked. */
  available: z.boolean(),
  linked: z.boolean(),
  /** The linked Google address, when it was linked from /account/integrations. */
  email: z.string().nullable(),
  /** False while Google is the account's only way to sign in (it has no password). */
  canUnlink: z.boolean(),
});
export type GoogleIntegration = z.infer<typeof googleIntegrationSchema>;

export const integrationsResponseSchema = z.object({ google: googleIntegrationSchema });
export type IntegrationsResponse = z.infer<typeof integrationsResponseSchema>;
