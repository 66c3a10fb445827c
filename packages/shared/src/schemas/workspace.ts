import { z } from 'zod';
import { ASSIGNABLE_ROLES, WORKSPACE_ROLES } from '../workspace-roles';
import { idField } from './fields';
import { cursorPageQuerySchema, nextCursorField } from './pagination';

/** Paths the app itself uses at the top level: a workspace may not take them as its URL. */
export const RESERVED_WORKSPACE_URLS = [
  'api',
  'auth',
  'login',
  'logout',
  'signup',
  'register',
  'verify',
  'reset-password',
  'forgot-password',
  'workspaces',
  'workspace',
  'workspace-error',
  'account',
  'dashboard',
  'onboarding',
  'join',
  'form',
  'oauth',
  'settings',
  'admin',
  'health',
  'uploads',
  'assets',
  'static',
  'terms',
  'privacy',
  'help',
  'support',
  'billing',
  'new',
  'app',
  'www',
  'teamboard',
  'invitations',
  'check-url',
] as const;

export const workspaceUrlField = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'URL must be at least 3 characters')
  .max(48, 'URL must be at most 48 characters')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'URL may contain lowercase letters, digits and single hyphens',
  );

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, {
  error: 'Choose admin, manager, member, guest or client',
});

const workspaceName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');
const description = z.string().trim().max(500, 'Description must be at most 500 characters');
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #4f46e5');

export const createWorkspaceInputSchema = z.object({
  name: workspaceName,
  url: workspaceUrlField,
  description: description.optional(),
});
export type CreateWorkspaceInput = z.input<typeof createWorkspaceInputSchema>;

export const updateWorkspaceInputSchema = z
  .object({
    name: workspaceName.optional(),
    url: workspaceUrlField.optional(),
    description: description.nullable().optional(),
  })
  .strict();
export type UpdateWorkspaceInput = z.input<typeof updateWorkspaceInputSchema>;

/** A person as other people see them. Email only for those allowed to see it. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  email: z.string().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const workspaceMemberSchema = z.object({
  user: publicUserSchema,
  role: workspaceRoleSchema,
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const workspaceMembersSchema = z.object({
  admins: z.array(workspaceMemberSchema),
  managers: z.array(workspaceMemberSchema),
  members: z.array(workspaceMemberSchema),
  guests: z.array(workspaceMemberSchema),
  clients: z.array(workspaceMemberSchema),
});
export type WorkspaceMembers = z.infer<typeof workspaceMembersSchema>;

export const labelSchema = z.object({ _id: z.string(), name: z.string(), color: z.string() });
export type Label = z.infer<typeof labelSchema>;
/**
 * A label as a task carries it: its board's own (`board`) or its workspace's, from Settings →
 * Labels (`workspace`). Ids are unique across both, so a task's `labels` input is one id list.
 */
export const taskLabelSchema = labelSchema.extend({ scope: z.enum(['board', 'workspace']) });
export type TaskLabel = z.infer<typeof taskLabelSchema>;
export const labelInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Label name is required')
    .max(40, 'Label name must be at most 40 characters'),
  color: hexColor,
});
export type LabelInput = z.input<typeof labelInputSchema>;
export const labelUpdateSchema = labelInputSchema.partial().strict();
export type LabelUpdateInput = z.input<typeof labelUpdateSchema>;

/** A kind of board column; the default ones (in position order) are a new board's columns. */
export const columnTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  position: z.number(),
  isDefault: z.boolean(),
});
export type ColumnType = z.infer<typeof columnTypeSchema>;
export const columnTypeInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Column name is required')
    .max(40, 'Column name must be at most 40 characters'),
  color: hexColor,
  isDefault: z.boolean().default(false),
  position: z.number().positive().optional(),
});
export type ColumnTypeInput = z.input<typeof columnTypeInputSchema>;
export const columnTypeUpdateSchema = z
  .object({
    name: columnTypeInputSchema.shape.name.optional(),
    color: hexColor.optional(),
    isDefault: z.boolean().optional(),
    position: z.number().positive().optional(),
  })
  .strict();
export type ColumnTypeUpdateInput = z.input<typeof columnTypeUpdateSchema>;

export const workspaceStatusSchema = z.enum(['active']);

/** Who may invite besides owner and admins (settings/security). */
export const INVITE_POLICIES = ['admins', 'managers'] as const;
export const invitePolicySchema = z.enum(INVITE_POLICIES, {
  error: 'Choose who may invite: admins or managers',
});
export type InvitePolicy = z.infer<typeof invitePolicySchema>;

export const workspaceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  logo: z.string().nullable(),
  status: workspaceStatusSchema,
  owner: z.string(),
  labels: z.array(labelSchema),
  columnTypes: z.array(columnTypeSchema),
  defaultColumns: z.array(columnTypeSchema),
  members: workspaceMembersSchema,
  currentUserRole: workspaceRoleSchema,
  /** Who may invite besides owner and admins: the web hides what the server would refuse. */
  invitePolicy: invitePolicySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;
export const workspaceResponseSchema = z.object({ workspace: workspaceSchema });

export const workspaceSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  role: workspaceRoleSchema,
  memberCount: z.number(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** Guest and client workspaces go in the second list. */
export const workspacesResponseSchema = z.object({
  myWorkspaces: z.array(workspaceSummarySchema),
  guestWorkspaces: z.array(workspaceSummarySchema),
});
export type WorkspacesResponse = z.infer<typeof workspacesResponseSchema>;

export const checkUrlResponseSchema = z.object({ available: z.boolean() });

/**
 * allowed: a member. invited: not a member, but a pending invitation for this user exists.
 * not_found: no such workspace or not a member (told apart on purpose by nobody).
 */
export const workspaceAccessStatusSchema = z.enum(['allowed', 'invited', 'not_found']);
export type WorkspaceAccessStatus = z.infer<typeof workspaceAccessStatusSchema>;
export const workspaceAccessResponseSchema = z.object({ status: workspaceAccessStatusSchema });

export const membersResponseSchema = z.object({ members: workspaceMembersSchema });
export const addMemberInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  role: assignableRoleSchema,
});
export const changeRoleInputSchema = z.object({ role: assignableRoleSchema });
export type ChangeRoleInput = z.input<typeof changeRoleInputSchema>;
export const transferOwnershipInputSchema = z.object({ userId: idField });
export type TransferOwnershipInput = z.input<typeof transferOwnershipInputSchema>;
export const memberResponseSchema = z.object({ member: workspaceMemberSchema });

export const labelResponseSchema = z.object({ label: labelSchema });
export const columnTypeResponseSchema = z.object({ columnType: columnTypeSchema });

/** Logo upload: the raw image as the request body, with its Content-Type. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;

export const workspaceActivitySchema = z.object({
  _id: z.string(),
  action: z.string(),
  actor: publicUserSchema.nullable(),
  target: publicUserSchema.nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type WorkspaceActivity = z.infer<typeof workspaceActivitySchema>;
/** The audit log comes newest first, this many entries a page. */
export const WORKSPACE_ACTIVITY_PAGE_SIZE = 50;
export const WORKSPACE_ACTIVITY_MAX_PAGE_SIZE = 100;
/** `GET /api/workspaces/{id}/activity?before=`: the page after the entry `before` (a page's cursor). */
export const workspaceActivityQuerySchema = cursorPageQuerySchema(
  WORKSPACE_ACTIVITY_PAGE_SIZE,
  WORKSPACE_ACTIVITY_MAX_PAGE_SIZE,
);
export const workspaceActivityResponseSchema = z.object({
  activities: z.array(workspaceActivitySchema),
  nextCursor: nextCursorField,
});
export type WorkspaceActivityPage = z.infer<typeof workspaceActivityResponseSchema>;
