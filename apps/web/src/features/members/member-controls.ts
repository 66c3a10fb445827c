import {
  ASSIGNABLE_ROLES,
  canAssignRole,
  canInWorkspace,
  canRemoveMember,
  type AssignableRole,
  type WorkspaceMember,
  type WorkspaceRole,
  type WorkspaceRules,
} from '@teamboard/shared';

export interface MemberControls {
  /** The roles `actor` may choose between for this member; empty when there is no choice. */
  roleOptions: AssignableRole[];
  canRemove: boolean;
  /** The member is the user: they may leave, unless they own the workspace. */
  canLeave: boolean;
}

/** What `actor` may do to `member` (the server enforces the same rules). */
export function memberControls(
  actor: WorkspaceRole,
  member: WorkspaceMember,
  isSelf: boolean,
): MemberControls {
  if (isSelf)
    return {
      roleOptions: [],
      canRemove: false,
      canLeave: canInWorkspace(member.role, 'workspace.leave'),
    };
  const options = canInWorkspace(actor, 'members.changeRole')
    ? ASSIGNABLE_ROLES.filter((role) => canAssignRole(actor, member.role, role))
    : [];
  const choice = options.length > 1 && options.some((role) => role === member.role);
  return {
    roleOptions: choice ? options : [],
    canRemove: canInWorkspace(actor, 'members.remove') && canRemoveMember(actor, member.role),
    canLeave: false,
  };
}

/** The roles `actor` may give in an invitation, under the workspace's invite policy. */
export function invitableRoles(actor: WorkspaceRole, rules: WorkspaceRules): AssignableRole[] {
  if (!canInWorkspace(actor, 'invitations.create', rules)) return [];
  return ASSIGNABLE_ROLES.filter((role) => canAssignRole(actor, null, role));
}
