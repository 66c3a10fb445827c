/**
 * Workspace roles and the one permission matrix for workspace actions. The server enforces it
 * (apps/server/src/modules/workspaces/workspace.policy.ts); the web uses it only to hide what a
 * user may not do. docs/permissions.md is this file in prose.
 */
import type { InvitePolicy } from './schemas/workspace';

export const WORKSPACE_ROLES = ['owner', 'admin', 'manager', 'member', 'guest', 'client'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Roles that can be given by invitation or role change; ownership moves only by transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'manager', 'member', 'guest', 'client'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const RANK: Record<WorkspaceRole, number> = {
  owner: 5,
  admin: 4,
  manager: 3,
  member: 2,
  guest: 1,
  client: 1,
};

export function roleRank(role: WorkspaceRole): number {
  return RANK[role];
}

/** The spec's member groups; the owner is listed with the admins. */
export const MEMBER_GROUPS = {
  admins: ['owner', 'admin'],
  managers: ['manager'],
  members: ['member'],
  guests: ['guest'],
  clients: ['client'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;
export type MemberGroup = keyof typeof MEMBER_GROUPS;

export function memberGroupOf(role: WorkspaceRole): MemberGroup {
  if (role === 'owner' || role === 'admin') return 'admins';
  if (role === 'manager') return 'managers';
  if (role === 'member') return 'members';
  if (role === 'guest') return 'guests';
  return 'clients';
}

/** Guests and clients: outside collaborators who see only what is shared with them. */
export function isExternalRole(role: WorkspaceRole): boolean {
  return role === 'guest' || role === 'client';
}

export function isWorkspaceAdmin(role: WorkspaceRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

export function isWorkspaceManager(role: WorkspaceRole | null | undefined): boolean {
  return role === 'manager';
}

export type WorkspaceAction =
  | 'workspace.view'
  | 'workspace.update'
  | 'workspace.delete'
  | 'workspace.transferOwnership'
  | 'workspace.leave'
  | 'members.view'
  | 'members.viewEmails'
  | 'members.add'
  | 'members.changeRole'
  | 'members.remove'
  | 'invitations.view'
  | 'invitations.create'
  | 'invitations.cancel'
  | 'labels.manage'
  | 'columnTypes.manage'
  | 'activity.view'
  | 'projects.view'
  | 'security.view'
  | 'security.update'
  | 'reports.view'
  | 'reports.viewEveryone'
  | 'capacity.setOthers'
  | 'billing.view'
  | 'billing.manage'
  | 'workspace.export'
  | 'webhooks.manage';

const EVERYONE: readonly WorkspaceRole[] = WORKSPACE_ROLES;
const INTERNAL: readonly WorkspaceRole[] = ['owner', 'admin', 'manager', 'member'];
const MANAGERS: readonly WorkspaceRole[] = ['owner', 'admin', 'manager'];
const ADMINS: readonly WorkspaceRole[] = ['owner', 'admin'];
const OWNER: readonly WorkspaceRole[] = ['owner'];
const ALL_BUT_OWNER: readonly WorkspaceRole[] = ['admin', 'manager', 'member', 'guest', 'client'];

export const WORKSPACE_PERMISSIONS: Record<WorkspaceAction, readonly WorkspaceRole[]> = {
  'workspace.view': EVERYONE,
  'workspace.update': ADMINS,
  'workspace.delete': OWNER,
  'workspace.transferOwnership': OWNER,
  // The owner hands the workspace over first.
  'workspace.leave': ALL_BUT_OWNER,
  'members.view': EVERYONE,
  'members.viewEmails': INTERNAL,
  'members.add': MANAGERS,
  'members.changeRole': MANAGERS,
  'members.remove': MANAGERS,
  'invitations.view': MANAGERS,
  'invitations.create': MANAGERS,
  'invitations.cancel': MANAGERS,
  'labels.manage': MANAGERS,
  'columnTypes.manage': MANAGERS,
  'activity.view': ADMINS,
  // settings/projects and settings/security read-only for internal members (who see every board
  // anyway); only owner and admins change the security settings.
  'projects.view': INTERNAL,
  'security.view': INTERNAL,
  'security.update': ADMINS,
  // Members see their own rows of the workspace reports; managers and up see everyone's.
  'reports.view': INTERNAL,
  'reports.viewEveryone': MANAGERS,
  // Everyone sets their own weekly capacity; managers and up set anyone's.
  'capacity.setOthers': MANAGERS,
  // Admins see the plan; only the owner buys, changes or cancels it (others get 404 on billing).
  'billing.view': ADMINS,
  'billing.manage': OWNER,
  // A copy of everything in the workspace, members' emails included.
  'workspace.export': ADMINS,
  // Webhooks send the workspace's changes (members' names included) to an outside URL.
  'webhooks.manage': ADMINS,
};

/** The workspace's own settings that narrow the matrix (settings/security). */
export interface WorkspaceRules {
  invitePolicy: InvitePolicy;
}

/** Sending invitations, directly or by adding someone by email. */
const INVITING: readonly WorkspaceAction[] = ['invitations.create', 'members.add'];

/**
 * Whether a member with `role` may do `action` in their workspace (null: not a member). With the
 * workspace's `rules`, an invite policy of 'admins' takes inviting from managers; without them
 * (the web, which does not load the rules) the answer is the role matrix alone.
 */
export function canInWorkspace(
  role: WorkspaceRole | null | undefined,
  action: WorkspaceAction,
  rules?: WorkspaceRules,
): boolean {
  if (!role) return false;
  if (!WORKSPACE_PERMISSIONS[action].includes(role)) return false;
  if (rules?.invitePolicy === 'admins' && INVITING.includes(action)) return isWorkspaceAdmin(role);
  return true;
}

/**
 * Whether `actor` may give `newRole` to someone who now has `target` (or invite them with it,
 * with `target` null). Nobody grants a role above their own; managers only manage the roles
 * below them; admins manage everyone but the owner.
 */
export function canAssignRole(
  actor: WorkspaceRole,
  target: WorkspaceRole | null,
  newRole: AssignableRole,
): boolean {
  if (target === 'owner') return false;
  if (roleRank(newRole) > roleRank(actor)) return false;
  if (actor === 'owner' || actor === 'admin') return true;
  if (actor !== 'manager') return false;
  return target === null || roleRank(target) < roleRank('manager');
}

/** Whether `actor` may remove a member who has `target` (removing oneself is decided apart). */
export function canRemoveMember(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  if (target === 'owner') return false;
  if (actor === 'owner' || actor === 'admin') return true;
  return actor === 'manager' && roleRank(target) < roleRank('manager');
}
