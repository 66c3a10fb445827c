import type { Database } from '../../db/client';
import { defineGate, fromParams } from '../../http/gate';
import type { AccessTokenClaims } from '../../http/caller';
import { signedIn } from '../users/session-user.service';
import { findUserById } from '../users/users.repo';
import { authorizeWorkspace, type Membership } from '../workspaces/workspace.policy';
import { invitationById } from './invitation-reads.service';
import type { InvitationWithContext } from './invitations.repo';

/** Who acts on an invitation, in its workspace, and the invitation. */
export interface InvitationAccess {
  membership: Membership;
  invitation: InvitationWithContext;
}

/**
 * The gate of cancelling an invitation: the session first (a stale one gets 401, not the
 * invitation's 404), then the invitation, then the workspace gate on its workspace.
 */
export async function authorizeInvitation(
  db: Database,
  claims: AccessTokenClaims,
  invitationId: string,
): Promise<InvitationAccess> {
  signedIn(claims, await findUserById(db, claims.userId));
  const invitation = await invitationById(db, invitationId);
  const membership = await authorizeWorkspace(
    db,
    claims,
    invitation.workspace.id,
    'invitations.cancel',
  );
  return { membership, invitation };
}

/** An invitation route's gate (authorizeInvitation), on its `:invitationId`. */
export const invitationGate = defineGate(
  'invitation',
  () => (db, claims, request) =>
    authorizeInvitation(db, claims, fromParams('invitationId')(request)),
);
