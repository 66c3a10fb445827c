import { z } from 'zod';
import { invitePolicySchema } from './workspace';

/**
 * A workspace's settings/security: who may invite (its policy lives with the workspace, which
 * carries it to every page), to which email domains, and whether personal API keys may reach it.
 */

/** More would be an allow-list nobody can read at a glance; a workspace this open needs none. */
export const MAX_ALLOWED_EMAIL_DOMAINS = 50;

// Labels of letters, digits and inner hyphens, at least two of them, the last one not all digits.
const DOMAIN_SHAPE =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** One allowed domain: trimmed and lower-cased, then it must look like a real domain. */
export const emailDomainField = z
  .string()
  .trim()
  .toLowerCase()
  .refine((domain) => DOMAIN_SHAPE.test(domain), {
    error: (issue) => `${String(issue.input).trim()} is not a domain like example.com`,
  });

export const allowedEmailDomainsField = z
  .array(emailDomainField)
  .max(MAX_ALLOWED_EMAIL_DOMAINS, `At most ${MAX_ALLOWED_EMAIL_DOMAINS} domains`)
  .superRefine((domains, context) => {
    const seen = new Set<string>();
    for (const domain of domains) {
      if (seen.has(domain))
        context.addIssue({ code: 'custom', message: `${domain} is listed twice` });
      seen.add(domain);
    }
  });

export const workspaceSecuritySchema = z.object({
  invitePolicy: invitePolicySchema,
  /** Empty: any address may be invited and join. */
  allowedEmailDomains: z.array(z.string()),
  apiKeysAllowed: z.boolean(),
});
export type WorkspaceSecurity = z.infer<typeof workspaceSecuritySchema>;
/** A new workspace's settings, allowed on every plan. */
export const DEFAULT_WORKSPACE_SECURITY: WorkspaceSecurity = {
  invitePolicy: 'managers',
  allowedEmailDomains: [],
  apiKeysAllowed: true,
};
export const workspaceSecurityResponseSchema = z.object({ security: workspaceSecuritySchema });

/** `PUT /api/workspaces/{id}/security`: the three settings, all of them. */
export const updateWorkspaceSecurityInputSchema = z
  .object({
    invitePolicy: invitePolicySchema,
    allowedEmailDomains: allowedEmailDomainsField,
    apiKeysAllowed: z.boolean({ error: 'apiKeysAllowed must be true or false' }),
  })
  .strict();
export type UpdateWorkspaceSecurityInput = z.input<typeof updateWorkspaceSecurityInputSchema>;

/** The part after the last @, lower-cased. */
export function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Whether an address may be in a workspace allowing these domains (none listed: any). */
export function isEmailDomainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  return allowedDomains.length === 0 || allowedDomains.includes(emailDomainOf(email));
}
