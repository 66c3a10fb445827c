import type { AssignableRole } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { InvitationRow, UserRow, WorkspaceRow } from '../../db/schema/index';
import { escapeHtml } from '../../mail/email-layout';
import { memberLink, PENDING_INVITATIONS_LINK } from '../notifications/notification-links';
import { notify } from '../notifications/notify.service';
import { findMemberRole } from '../workspaces/members.repo';
import { roleWithArticle } from './invitation-email';

/**
 * Tells someone who already has an account that they are invited. This notification's email,
 * sent when they want workspace_invite emails, is their invitation email: it leads to their
 * pending invitations, where they answer it signed in.
 */
export async function notifyInvited(
  ctx: AppContext,
  db: Database,
  invited: { account: UserRow; inviter: UserRow; workspace: WorkspaceRow; role: AssignableRole },
): Promise<void> {
  const { account, inviter, workspace, role } = invited;
  await notify(ctx, db, {
    type: 'workspace_invite',
    recipients: [account.id],
    actorId: inviter.id,
    title: 'Invited to a workspace',
    message:
      `<strong>${escapeHtml(inviter.name)}</strong> invited you to join ` +
      `<strong>${escapeHtml(workspace.name)}</strong> as ${roleWithArticle(role)}`,
    link: PENDING_INVITATIONS_LINK,
  });
}

/** Tells the inviter, if still in the workspace, that the person they invited joined it. */
export async function notifyInviterOfAcceptance(
  ctx: AppContext,
  db: Database,
  accepted: { invitation: InvitationRow; workspace: WorkspaceRow; member: UserRow },
): Promise<void> {
  const { invitation, workspace, member } = accepted;
  const inviterId = invitation.invitedBy;
  if (inviterId === null || !(await findMemberRole(db, workspace.id, inviterId))) return;
  await notify(ctx, db, {
    type: 'invitation_accepted',
    recipients: [inviterId],
    actorId: member.id,
    title: 'Invitation accepted',
    message:
      `<strong>${escapeHtml(member.name)}</strong> accepted your invitation and joined ` +
      `<strong>${escapeHtml(workspace.name)}</strong>`,
    link: memberLink(workspace.url, member.username),
  });
}
