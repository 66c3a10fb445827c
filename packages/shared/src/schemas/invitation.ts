import { z } from 'zod';
import { emailField } from './fields';
import { assignableRoleSchema, publicUserSchema, workspaceSummarySchema } from './workspace';

export const INVITATION_TTL_DAYS = 7;
export const BULK_INVITATION_LIMIT = 50;

export const invitationStatusSchema = z.enum([
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'expired',
]);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

const invitationWorkspaceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  logo: z.string().nullable(),
});

export const invitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  status: invitationStatusSchema,
  workspace: invitationWorkspaceSchema,
  invitedBy: publicUserSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const createInvitationInputSchema = z.object({
  email: emailField,
  role: assignableRoleSchema,
});
export type CreateInvitationInput = z.input<typeof createInvitationInputSchema>;
export const invitationResponseSchema = z.object({ invitation: invitationSchema });
export const invitationsResponseSchema = z.object({ invitations: z.array(invitationSchema) });
export const invitationListQuerySchema = z.object({ status: invitationStatusSchema.optional() });

/** Bulk invitations are checked one by one: each email gets its own outcome. */
export const bulkInvitationInputSchema = z.object({
  invitations: z
    .array(z.object({ email: z.string().max(254), role: assignableRoleSchema }))
    .min(1, 'Add at least one email')
    .max(BULK_INVITATION_LIMIT, `At most ${BULK_INVITATION_LIMIT} invitations at once`),
});
export type BulkInvitationInput = z.input<typeof bulkInvitationInputSchema>;
export const bulkInvitationResultSchema = z.object({
  email: z.string(),
  status: z.enum([
    'invited',
    'already_member',
    'already_invited',
    'recently_cancelled',
    'invalid',
    'forbidden',
  ]),
  message: z.string().optional(),
  invitation: invitationSchema.optional(),
});
export const bulkInvitationResponseSchema = z.object({
  results: z.array(bulkInvitationResultSchema),
});
export type BulkInvitationResponse = z.infer<typeof bulkInvitationResponseSchema>;

/** What anyone holding the link may see (GET /auth/workspaces/invitations/{token}). */
export const publicInvitationResponseSchema = z.object({
  invitation: z.object({
    email: z.string(),
    role: assignableRoleSchema,
    status: invitationStatusSchema,
    expiresAt: z.string(),
    workspace: z.object({ name: z.string(), url: z.string(), logo: z.string().nullable() }),
    invitedBy: z.object({ name: z.string() }),
  }),
});
export type PublicInvitation = z.infer<typeof publicInvitationResponseSchema>['invitation'];

/** Accepting lands the user in the workspace. */
export const acceptInvitationResponseSchema = z.object({ workspace: workspaceSummarySchema });
