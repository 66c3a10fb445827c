import {
  canAssignRole,
  canInWorkspace,
  canRemoveMember,
  type AssignableRole,
} from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { boards } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import { findUserByEmail, retargetLastActiveWorkspace } from '../users/users.repo';
import { recordActivity } from './activity';
import {
  countAdminsForUpdate,
  deleteMember,
  findMember,
  insertMember,
  setMemberRole,
  type MemberWithUser,
} from './members.repo';
import type { Membership } from './workspace.policy';

const memberNotFound = () => notFound('Member not found');
const cannotGrant = () =>
  forbidden('You cannot give a role above your own or manage someone at or above your level');

/** Adds someone who already has an account straight away (others get an invitation). */
export async function addMember(
  ctx: AppContext,
  membership: Membership,
  email: string,
  role: AssignableRole,
): Promise<MemberWithUser> {
  if (!canAssignRole(membership.role, null, role)) throw cannotGrant();
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.emailVerifiedAt)
    throw notFound('No verified account uses that email. Send an invitation instead.');
  const workspaceId = membership.workspace.id;
  if (await findMember(ctx.db, workspaceId, user.id))
    throw conflict('That person is already a member');
  await ctx.db.transaction(async (tx) => {
    await insertMember(tx, workspaceId, user.id, role);
    await recordActivity(tx, {
      workspaceId,
      actorId: membership.user.id,
      action: 'member.added',
      targetUserId: user.id,
      data: { role },
    });
  });
  const added = await findMember(ctx.db, workspaceId, user.id);
  if (!added) throw memberNotFound();
  return added;
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
  });
  const updated = await findMember(ctx.db, workspaceId, userId);
  if (!updated) throw memberNotFound();
  return updated;
}

/** Removes a member, or lets a member leave. The owner never leaves without handing over first. */
export async function removeMember(
  ctx: AppContext,
  membership: Membership,
  userId: string,
): Promise<void> {
  const workspaceId = membership.workspace.id;
  const leaving = userId === membership.user.id;
  if (!leaving && !canInWorkspace(membership.role, 'members.remove')) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const target = await findMember(tx, workspaceId, userId);
    if (!target) throw memberNotFound();
    if (target.member.role === 'owner') {
      throw forbidden(
        leaving ? 'Transfer ownership before leaving the workspace' : 'The owner cannot be removed',
      );
    }
    if (!leaving && !canRemoveMember(membership.role, target.member.role)) throw cannotGrant();
    if (target.member.role === 'admin') await assertAnotherAdmin(tx, workspaceId);
    await deleteMember(tx, workspaceId, userId);
    await retargetLastActiveWorkspace(tx, membership.workspace.url, null, userId);
    await recordActivity(tx, {
      workspaceId,
      actorId: membership.user.id,
      action: leaving ? 'member.left' : 'member.removed',
      targetUserId: userId,
      data: { role: target.member.role },
    });
  });
  // Their open boards of this workspace stop receiving updates at once.
  const boardRows = await ctx.db
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId));
  ctx.boardEvents.removeFromBoards(
    userId,
    boardRows.map((board) => board.id),
  );
}

/** The owner counts as an admin, so this only bites if ownership data were ever inconsistent. */
async function assertAnotherAdmin(db: AppContext['db'], workspaceId: string): Promise<void> {
  if ((await countAdminsForUpdate(db, workspaceId)) <= 1) {
    throw badRequest('The last admin cannot leave or be demoted');
  }
}
