import type { Invitation } from '@teamboard/shared';
import { TextLink } from '../../../components/ui/text-link';
import { MUTED } from './home-section';

/** Invitations waiting for my address, answered on the account's invitations page. */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  if (invitations.length === 0) return <p className={MUTED}>No pending invitations.</p>;
  return (
    <div className="space-y-2">
      <ul aria-label="Pending invitations" className="space-y-1 text-sm">
        {invitations.map((invitation) => (
          <li key={invitation._id}>
            <span className="font-medium">{invitation.workspace.name}</span>
            <span className="text-neutral-500"> · invited by {invitation.invitedBy.name}</span>
          </li>
        ))}
      </ul>
      <TextLink to="/account/workspace-invites" className="inline-block text-sm">
        Answer invitations
      </TextLink>
    </div>
  );
}
