import type { Invitation, InvitationStatus, PublicInvitation } from '@teamboard/shared';
import type { InvitationRow } from '../../db/schema/index';
import { presentPublicUser } from '../workspaces/member.presenter';
import type { InvitationWithContext } from './invitations.repo';

/** "expired" is not stored: a pending invitation past its date reads as expired. */
export function invitationStatus(invitation: InvitationRow, now: Date): InvitationStatus {
  if (invitation.status === 'pending' && invitation.expiresAt <= now) return 'expired';
  return invitation.status;
}

export function presentInvitation(row: InvitationWithContext, now: Date): Invitation {
  const { invitation, workspace, inviter } = row;
  return {
    _id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, now),
    workspace: {
      _id: workspace.id,
      name: workspace.name,
      url: workspace.url,
      logo: workspace.logo,
    },
    invitedBy: inviter
      ? presentPublicUser(inviter, false)
      : { _id: '', name: 'A former member', username: '', avatar: null },
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** What the holder of the link sees before signing in. */
export function presentPublicInvitation(row: InvitationWithContext, now: Date): PublicInvitation {
  return {
    email: row.invitation.email,
    role: row.invitation.role,
    status: invitationStatus(row.invitation, now),
    expiresAt: row.invitation.expiresAt.toISOString(),
    workspace: { name: row.workspace.name, url: row.workspace.url, logo: row.workspace.logo },
    invitedBy: { name: row.inviter?.name ?? 'A former member' },
  };
}
