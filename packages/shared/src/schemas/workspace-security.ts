import { z } from 'zod';

/**
 * A workspace's settings/security: who may invite, to which email domains, and whether
 * personal API keys may reach it.
 */
export const INVITE_POLICIES = ['admins', 'managers'] as const;
export const invitePolicySchema = z.enum(INVITE_POLICIES);
export type InvitePolicy = z.infer<typeof invitePolicySchema>;
