import type { AppContext } from '../../context';
import { badRequest } from '../../http/app-error';
import { recordActivity } from './activity.repo';
import { findMemberRole, setMemberRole } from './members.repo';
import type { Membership } from './workspace.policy';

/** The owner hands the workspace to another member, who becomes owner; the old owner stays as admin. */
export async function transferOwnership(
  ctx: AppContext,
  membership: Membership,
  newOwnerId: string,
): Promise<void> {
  const { workspace, user } = membership;
  if (newOwnerId === user.id) throw badRequest('You already own this workspace');
  await ctx.db.transaction(async (tx) => {
    const targetRole = await findMemberRole(tx, workspace.id, newOwnerId);
    if (!targetRole) throw badRequest('The new owner must be a member of the workspace');
    if (targetRole === 'guest' || targetRole === 'client') {
      throw badRequest('Make the person a full member before giving them the workspace');
    }
    await setMemberRole(tx, workspace.id, user.id, 'admin');
    await setMemberRole(tx, workspace.id, newOwnerId, 'owner');
    await recordActivity(tx, {
      workspaceId: workspace.id,
      actorId: user.id,
      action: 'workspace.ownership_transferred',
      targetUserId: newOwnerId,
    });
  });
}
