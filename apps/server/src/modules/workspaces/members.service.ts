import {
  canAssignRole,
  canInWorkspace,
  canRemoveMember,
  type AssignableRole,
  type WorkspaceMembers,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { announceUserChange } from '../../events/user-events';
import { fallBackLastActiveWorkspace } from '../users/users.repo';
import { recordActivity } from './activity.repo';
import { groupMembers } from './member.presenter';
import {
  countAdminsForUpdate,
  deleteBoardTies,
  deleteMember,
  findMember,
  listMembers,
  setMemberRole,
  type MemberWithUser,
} from './members.repo';
import type { Membership } from './workspace.policy';

const memberNotFound = () => notFound('Member not found');
const cannotGrant = () =>
  forbidden('You cannot give a role above your own or manage someone at or above your level');

/** The workspace's members in their role groups; emails only for roles that may see them. */
export async function listWorkspaceMembers(
  db: Database,
  membership: Membership,
): Promise<WorkspaceMembers> {
  const rows = await listMembers(db, membership.workspace.id);
  return groupMembers(rows, canInWorkspace(membership.role, 'members.viewEmails'));
}

export async function changeMemberRole(
  ctx: AppContext,
  membership: Membership,
  userId: string,
  role: AssignableRole,
): Promise<MemberWithUser> {
  const workspaceId = membership.workspace.id;
  await ctx.db.transaction(async (tx) => {
    const target = await findMember(tx, workspaceId, userId);
    if (!target) throw memberNotFound();
    if (target.member.role === 'owner')
      throw forbidden('Transfer ownership to change the owner’s role');
    if (!canAssignRole(membership.role, target.member.role, role)) throw cannotGrant();
    // The workspace row (the plan check) is locked before the admins' rows, never after.
    await ctx.plans.assertCanChangeRole(tx, workspaceId, target.member.role, role);
    if (target.member.role === 'admin' && role !== 'admin')
      await assertAnotherAdmin(tx, workspaceId);
    await setMemberRole(tx, workspaceId, userId, role);
    await recordActivity(tx, {
      workspaceId,
      actorId: membership.user.id,
      action: 'member.role_changed',
      targetUserId: userId,
      data: { from: target.member.role, to: role },
    });
    // A demoted member's sockets leave the boards they may no longer see.
    await announceUserChange(tx, userId);
  });
  const updated = await findMember(ctx.db, workspaceId, userId);
  if (!updated) throw memberNotFound();
  return updated;
}

/**
 * Removes a member, or lets a member leave. The owner never leaves without handing over first.
 * Either way the person's account activity shows it; a removal names who removed them but keeps
 * that person's address and device out of it.
 */
export async function removeMember(
  ctx: AppContext,
  membership: Membership,
  userId: string,
  client: ClientInfo,
): Promise<void> {
  const workspaceId = membership.workspace.id;
  const leaving = userId === membership.user.id;
  if (leaving && !canInWorkspace(membership.role, 'workspace.leave'))
    throw forbidden('Transfer ownership before leaving the workspace');
  if (!leaving && !canInWorkspace(membership.role, 'members.remove')) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const target = await findMember(tx, workspaceId, userId);
    if (!target) throw memberNotFound();
    if (target.member.role === 'owner') throw forbidden('The owner cannot be removed');
    if (!leaving && !canRemoveMember(membership.role, target.member.role)) throw cannotGrant();
    if (target.member.role === 'admin') await assertAnotherAdmin(tx, workspaceId);
    await deleteMember(tx, workspaceId, userId);
    await deleteBoardTies(tx, workspaceId, userId);
    await fallBackLastActiveWorkspace(tx, membership.workspace.url, userId);
    await recordActivity(tx, {
      workspaceId,
      actorId: membership.user.id,
      action: leaving ? 'member.left' : 'member.removed',
      targetUserId: userId,
      data: { role: target.member.role },
    });
    await recordAccountEvent(tx, {
      userId,
      type: 'workspace_left',
      client: leaving ? client : null,
      data: {
        workspaceName: membership.workspace.name,
        workspaceUrl: membership.workspace.url,
        removedBy: leaving ? null : membership.user.name,
      },
    });
    // Their open boards of this workspace stop receiving updates at once, on every process.
    await announceUserChange(tx, userId);
  });
}

/** The owner counts as an admin, so this only bites if ownership data were ever inconsistent. */
async function assertAnotherAdmin(db: AppContext['db'], workspaceId: string): Promise<void> {
  if ((await countAdminsForUpdate(db, workspaceId)) <= 1) {
    throw badRequest('The last admin cannot leave or be demoted');
  }
}
